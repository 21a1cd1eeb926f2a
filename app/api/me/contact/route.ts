import { NextResponse } from "next/server";
import { areaViewer } from "@/lib/auth/viewer";
import { getOwnContactDetails } from "@/lib/queries/patient";
import { withDatabaseUnavailable } from "@/lib/db/errors";

export const dynamic = "force-dynamic";

/**
 * A signed-in patient's own name, e-mail and phone, to fill in the (static) booking form for her.
 * Nothing for anyone else. Per-user, so never stored by a shared cache or the browser's.
 */
export const GET = withDatabaseUnavailable(async function get() {
  const viewer = await areaViewer("patient-dashboard");
  const body = viewer ? await getOwnContactDetails(viewer) : null;
  return NextResponse.json(body, { headers: { "Cache-Control": "private, no-store" } });
});
