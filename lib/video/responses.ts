import "server-only";
import { actionViewer } from "@/lib/auth/viewer";
import { visitRoomFor, type VisitRoom } from "@/lib/queries/video";

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
 * else (the handler answers notFoundResponse()).
 */
export async function roomOfRequest(params: Promise<{ id: string }>): Promise<VisitRoom | null> {
  const { id } = await params;
  const admitted = await actionViewer("visit.join");
  return "viewer" in admitted ? visitRoomFor(admitted.viewer, id) : null;
}
