import "server-only";
import { actionViewer } from "@/lib/auth/viewer";
import { visitRoomFor, visitRoomForGuest, type VisitRoom } from "@/lib/queries/video";
import { seatOfCookieHeader } from "@/lib/video/guest-keys";

/** The room's route handlers' answers: never cached, never sniffed. */
const headers = { "Cache-Control": "private, no-store", "X-Content-Type-Options": "nosniff" };

export function jsonResponse(body: unknown, status = 200): Response {
  return Response.json(body, { status, headers });
}

/** The same 404 for an id that names nothing and for a visit that is not hers. */
export function notFoundResponse(): Response {
  return new Response("Not found", {
    status: 404,
    headers: { ...headers, "Content-Type": "text/plain; charset=utf-8" },
  });
}

/**
 * The room a route handler's request names, for its patient or its doctor, or null for everyone
 * else (the handler answers notFoundResponse()). Signed in first; then a guest's seat, the cookie
 * her mailed link became in this browser (lib/video/guest-keys.ts), which works whoever else may
 * be signed in here.
 */
export async function roomOfRequest(
  request: Request,
  params: Promise<{ id: string }>,
): Promise<VisitRoom | null> {
  const { id } = await params;
  const admitted = await actionViewer("visit.join");
  const room = "viewer" in admitted ? await visitRoomFor(admitted.viewer, id) : null;
  if (room) return room;
  const seat = seatOfCookieHeader(request.headers.get("cookie"));
  return seat ? visitRoomForGuest(id, { seat }) : null;
}
