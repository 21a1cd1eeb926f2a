import "server-only";
import { onDrain } from "@/lib/server/shutdown.mjs";
import type { VisitRoom } from "@/lib/queries/video";
import { lastSignalId, readRoomState, renewPresence, signalsAfter } from "@/lib/video/room";
import { subscribeToVisit } from "@/lib/video/listener";
import { PRESENCE_HEARTBEAT_MS, roomPhase } from "@/lib/video/visit";

/*
 * A room's event stream (Server-Sent Events) for one of its two browsers: the room's state
 * whenever it changes, and the other side's offers, answers and candidates, each with its row's
 * id as the event id. A browser that reconnects (its network changed, this instance stopped) sends
 * the last id it had as Last-Event-ID, and the stream resumes after it, through any instance.
 * While it is open it renews her presence, so a closed tab stops counting as there.
 *
 * A stream outlives the request that opened it, so at every heartbeat it asks again whether the
 * person is still admitted (`stillAdmitted`: the session, the account and the visit, read afresh)
 * and ends when not: a sign-out, a suspension or a visit taken from her doctor ends the other
 * side's signalling within a heartbeat, as it ends every other read on the next request.
 */

/** Last-Event-ID as a signal id: digits only, or nothing. */
export function resumeAfter(header: string | null): bigint | null {
  return header && /^\d{1,18}$/.test(header) ? BigInt(header) : null;
}

export function roomEventStream(
  room: VisitRoom,
  resumeFrom: bigint | null,
  aborted: AbortSignal,
  stillAdmitted: () => Promise<boolean>,
) {
  const encoder = new TextEncoder();
  let open = true;
  let stop = () => {};
  return new ReadableStream<Uint8Array>({
    async start(controller) {
      let after = resumeFrom;
      let running = false;
      let again = false;
      let lastState = "";
      let heartbeat: ReturnType<typeof setInterval> | undefined = undefined;
      let unsubscribe = () => {};
      let undrain = () => {};
      const close = () => {
        if (!open) return;
        open = false;
        clearInterval(heartbeat);
        unsubscribe();
        undrain();
        try {
          controller.close();
        } catch {
          // The browser went away first: the stream is already cancelled.
        }
      };
      stop = close;
      const send = (text: string) => {
        if (!open) return;
        try {
          controller.enqueue(encoder.encode(text));
        } catch {
          close();
        }
      };
      // Reads what is new; one read at a time, and once more if told again meanwhile.
      const pump = async () => {
        if (running) {
          again = true;
          return;
        }
        running = true;
        try {
          after ??= await lastSignalId(room);
          do {
            again = false;
            for (const signal of await signalsAfter(room, after)) {
              after = BigInt(signal.id);
              send(
                signal.kind === "presence"
                  ? `id: ${signal.id}\nevent: presence\ndata: {}\n\n`
                  : `id: ${signal.id}\nevent: ${signal.kind}\ndata: ${JSON.stringify(signal.payload)}\n\n`,
              );
            }
            const now = new Date();
            const state = await readRoomState(room, now);
            const phase = roomPhase(room.window, state.ended ? now : null, now);
            const json = JSON.stringify({ ...state, phase });
            if (json !== lastState) {
              lastState = json;
              send(`event: state\ndata: ${json}\n\n`);
            }
            if (phase === "closed") close();
          } while (again && open);
        } catch {
          // The database is away for a moment: the next nudge or heartbeat reads again.
        } finally {
          running = false;
        }
      };
      aborted.addEventListener("abort", close);
      if (aborted.aborted) return close();
      unsubscribe = subscribeToVisit(room.appointmentId, () => void pump());
      undrain = onDrain(`visit-stream:${room.appointmentId}:${room.role}:${Math.random()}`, close);
      heartbeat = setInterval(() => {
        void stillAdmitted()
          // The database away for a moment is no reason to end her call's signalling.
          .catch(() => true)
          .then(async (admitted) => {
            if (!admitted) return close();
            send(": still here\n\n");
            await renewPresence(room).catch(() => {});
            await pump();
          });
      }, PRESENCE_HEARTBEAT_MS);
      // Tell the browser to come back quickly when the stream ends without a visit ending.
      send("retry: 1500\n\n");
      await renewPresence(room).catch(() => {});
      await pump();
    },
    cancel() {
      stop();
    },
  });
}
