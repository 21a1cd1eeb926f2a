import { actionViewer } from "@/lib/auth/viewer";
import { withDatabaseUnavailable } from "@/lib/db/errors";
import { reportForDownload } from "@/lib/queries/reports";

export const dynamic = "force-dynamic";

const notFound = () =>
  new Response("Not found", {
    status: 404,
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "private, no-store" },
  });

/**
 * A report or prescription as a file to save (issue 17, item 5), for two people only: the patient
 * it is for and the doctor who issued it. Coordinators and the owner handle bookings and accounts,
 * not clinical files, and no existing rule lets them read one, so they are not given one here.
 * Everyone else, signed out included, gets the same 404 as an id that names nothing: an id alone
 * never tells that a report exists or whose it is. Each download is written to her access log.
 */
export const GET = withDatabaseUnavailable(async function get(
  _request: Request,
  { params }: { params: Promise<{ id: string }> },
) {
  const { id } = await params;
  // One read of the session: an active patient or doctor (pending, suspended or signed out: none).
  const admitted = await actionViewer("report.download");
  const viewer = "viewer" in admitted ? admitted.viewer : null;
  const file = viewer ? await reportForDownload(viewer, id) : null;
  if (!file) return notFound();
  return new Response(Buffer.from(file.bytes), {
    headers: {
      "Content-Type": file.contentType,
      "Content-Length": String(file.bytes.byteLength),
      // The name is made from the title and holds only [a-z0-9-.] (a CHECK constraint says so).
      "Content-Disposition": `attachment; filename="${file.fileName}"`,
      "Cache-Control": "private, no-store",
      "X-Content-Type-Options": "nosniff",
      "Cross-Origin-Resource-Policy": "same-origin",
    },
  });
});
