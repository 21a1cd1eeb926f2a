import { NextResponse } from "next/server";
import { actionViewer } from "@/lib/auth/viewer";
import { myDataExport } from "@/lib/queries/patient";
import { withDatabaseUnavailable } from "@/lib/db/errors";

export const dynamic = "force-dynamic";

/**
 * 'Download my data': her data as a JSON file. A route handler rather than a page because the
 * browser saves its answer as a file. Her own data only: the id comes from the session.
 */
export const GET = withDatabaseUnavailable(async function get() {
  const admitted = await actionViewer("privacy.own");
  if ("refusal" in admitted) {
    return admitted.refusal === "signed-out"
      ? NextResponse.json({ error: "Not authenticated" }, { status: 401 })
      : NextResponse.json(
          { error: "Only patients can download their data here." },
          { status: 403 },
        );
  }
  const data = await myDataExport(admitted.viewer);
  const day = data.exportedAt.slice(0, 10);
  return new NextResponse(JSON.stringify(data, null, 2), {
    headers: {
      "Content-Type": "application/json; charset=utf-8",
      "Content-Disposition": `attachment; filename="saheli-care-my-data-${day}.json"`,
      "Cache-Control": "private, no-store",
    },
  });
});
