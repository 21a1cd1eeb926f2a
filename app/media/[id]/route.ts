import { getMediaImage } from "@/lib/queries/media";
import { withDatabaseUnavailable } from "@/lib/db/errors";

/**
 * Serves article images from PostgreSQL. A row never changes once written (a new upload is a new
 * id), so browsers and proxies may keep it for a year. Other sites may not embed it: readers of
 * the clinic's articles are not shown to anyone else.
 */
export const GET = withDatabaseUnavailable(async function get(
  _request: Request,
  { params }: { params: Promise<{ id: string }> },
) {
  const { id } = await params;
  const image = await getMediaImage(id);
  if (!image) {
    return new Response("Not found", {
      status: 404,
      headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" },
    });
  }
  return new Response(Buffer.from(image.bytes), {
    headers: {
      "Content-Type": image.contentType,
      "Content-Length": String(image.bytes.byteLength),
      "Cache-Control": "public, max-age=31536000, immutable",
      "Cross-Origin-Resource-Policy": "same-origin",
    },
  });
});
