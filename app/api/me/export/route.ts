import { NextResponse } from "next/server";
import { getSessionUser } from "@/lib/auth/session";
import { can } from "@/lib/auth/permissions";
import { myDataExport } from "@/lib/queries/patient";
import { withDatabaseUnavailable } from "@/lib/db-errors";

export const dynamic = "force-dynamic";

/**
 * 'Download my data': her data as a JSON file. A route handler rather than a page because the
 * browser saves its answer as a file. Her own data only: the id comes from the session.
 */
export const GET = withDatabaseUnavailable(async function get() {
  const user = await getSessionUser();
  if (!user) return NextResponse.json({ error: "Not authenticated" }, { status: 401 });
  if (user.status !== "active" || !can(user.role, "privacy.own")) {
    return NextResponse.json(
      { error: "Only patients can download their data here." },
      { status: 403 },
    );
  }
  const data = await myDataExport(user.id);
  const day = data.exportedAt.slice(0, 10);
  return new NextResponse(JSON.stringify(data, null, 2), {
    headers: {
      "Content-Type": "application/json; charset=utf-8",
      "Content-Disposition": `attachment; filename="saheli-care-my-data-${day}.json"`,
      "Cache-Control": "private, no-store",
    },
  });
});
