/**
 * One run at a time of a background job that requests trigger (delivering the outbox after a
 * booking): a trigger while it runs asks for one more run after it, never a second run beside it.
 * Fifty bookings at once then cost one or two outbox reads, not fifty reads each racing the others
 * to claim the same rows. `run` answers true when it left work behind (a full batch), to go on.
 */
export function coalesced(
  run: () => Promise<boolean>,
  onError: (error: unknown) => void,
): () => void {
  let running = false;
  let again = false;
  async function loop(): Promise<void> {
    running = true;
    try {
      do {
        again = false;
        let more = false;
        try {
          more = await run();
        } catch (error) {
          onError(error);
        }
        if (more) again = true;
      } while (again);
    } finally {
      running = false;
    }
  }
  return () => {
    if (running) {
      again = true;
      return;
    }
    void loop();
  };
}
