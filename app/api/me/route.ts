import { NextResponse } from "next/server";
import { getSessionUser } from "@/lib/auth/session";
import { areas, homeAreaFor } from "@/lib/auth/permissions";
import type { MeResponse } from "@/lib/auth/me";
import { unreadCount } from "@/lib/queries/threads";
import { areaViewer } from "@/lib/auth/viewer";
import { withDatabaseUnavailable } from "@/lib/db/errors";

export const dynamic = "force-dynamic";

/**
 * Who is signed in, for the header's account menu on static pages: her first name, role, area and
 * how many messages wait for her, and nothing more (the session cookie alone carries no name).
 * Per-user, so never stored by a shared cache or the browser's.
 */
export const GET = withDatabaseUnavailable(async function get() {
  const user = await getSessionUser();
  let body: MeResponse = null;
  if (user) {
    const home = homeAreaFor(user.role);
    const area = areas[home];
    // Her name and area let the header offer her way in (or out) even while pending; anything
    // read from her data needs the viewer her area admits.
    const viewer = await areaViewer(home);
    body = {
      firstName: user.firstName,
      role: user.role,
      areaPath: area.path,
      areaTitle: area.title,
      unread: viewer ? await unreadCount(viewer) : 0,
    };
  }
  return NextResponse.json(body, { headers: { "Cache-Control": "private, no-store" } });
});
