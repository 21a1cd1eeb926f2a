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
 */

/** Last-Event-ID as a signal id: digits only, or nothing. */
export function resumeAfter(header: string | null): bigint | null {
  return header && /^\d{1,18}$/.test(header) ? BigInt(header) : null;
}

export function roomEventStream(room: VisitRoom, resumeFrom: bigint | null, aborted: AbortSignal) {
  const encoder = new TextEncoder();
  let stop = () => {};
  return new ReadableStream<Uint8Array>({
    async start(controller) {
      let after = resumeFrom ?? (await lastSignalId(room));
      let open = true;
      let running = false;
      let again = false;
      let lastState = "";
      const send = (text: string) => {
        if (open) controller.enqueue(encoder.encode(text));
      };
      const close = () => {
        if (!open) return;
        open = false;
        clearInterval(heartbeat);
        unsubscribe();
        undrain();
        controller.close();
      };
      stop = close;
      // Reads what is new; one read at a time, and once more if told again meanwhile.
      const pump = async () => {
        if (running) {
          again = true;
          return;
        }
        running = true;
        try {
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
      const unsubscribe = subscribeToVisit(room.appointmentId, () => void pump());
      const undrain = onDrain(
        `visit-stream:${room.appointmentId}:${room.role}:${Math.random()}`,
        close,
      );
      const heartbeat = setInterval(() => {
        send(": still here\n\n");
        void renewPresence(room)
          .catch(() => {})
          .then(pump);
      }, PRESENCE_HEARTBEAT_MS);
      aborted.addEventListener("abort", close);
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
