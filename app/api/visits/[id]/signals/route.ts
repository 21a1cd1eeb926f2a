import { withDatabaseUnavailable } from "@/lib/db/errors";
import { visitSignalSchema } from "@/lib/validations/video";
import { jsonResponse, notFoundResponse, roomOfRequest } from "@/lib/video/responses";
import { runRoomCommand, sendSignal } from "@/lib/video/room";

export const dynamic = "force-dynamic";

/**
 * What a video visit's browser sends: a command for the room (join, admit, leave, end) or an
 * offer, answer or candidate for the other browser. Its patient (a guest by her seat) and its
 * doctor only; everyone else gets the 404 of an id that names nothing. A refusal says why in
 * `reason` (409), for the room's page to put in words.
 */
export const POST = withDatabaseUnavailable(async function post(
  request: Request,
  { params }: { params: Promise<{ id: string }> },
) {
  const room = await roomOfRequest(request, params);
  if (!room) return notFoundResponse();
  let body: unknown;
  try {
    body = await request.json();
  } catch {
    return jsonResponse({ ok: false, reason: "unreadable" }, 400);
  }
  const parsed = visitSignalSchema.safeParse(body);
  if (!parsed.success) return jsonResponse({ ok: false, reason: "unreadable" }, 400);
  const input = parsed.data;
  const result =
    input.type === "command"
      ? await runRoomCommand(room, input.command)
      : await sendSignal(room, input);
  return jsonResponse(result, result.ok ? 200 : 409);
});
