import { withDatabaseUnavailable } from "@/lib/db/errors";
import { resumeAfter, roomEventStream } from "@/lib/video/event-stream";
import { notFoundResponse, roomOfRequest } from "@/lib/video/responses";

export const dynamic = "force-dynamic";

/**
 * A video visit's event stream (lib/video/event-stream.ts), for its patient (a guest by the seat
 * her mailed link became) and its doctor only. Everyone else, signed out included, gets the same
 * 404 as an id that names nothing.
 */
export const GET = withDatabaseUnavailable(async function get(
  request: Request,
  { params }: { params: Promise<{ id: string }> },
) {
  const room = await roomOfRequest(request, params);
  if (!room) return notFoundResponse();
  const stream = roomEventStream(
    room,
    // The browser's own reconnection sends Last-Event-ID; the page's fresh one sends ?after=.
    resumeAfter(
      request.headers.get("last-event-id") ?? new URL(request.url).searchParams.get("after"),
    ),
    request.signal,
    // Asked again at every heartbeat: a sign-out or a suspension ends the stream too.
    async () => (await roomOfRequest(request, params)) !== null,
  );
  return new Response(stream, {
    headers: {
      "Content-Type": "text/event-stream; charset=utf-8",
      "Cache-Control": "private, no-store, no-transform",
      // nginx passes each event on at once instead of buffering the stream.
      "X-Accel-Buffering": "no",
    },
  });
});
