import { describe, expect, it } from "vitest";
import { coalesced } from "@/lib/server/coalesce";

const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

describe("a background job triggered by every request", () => {
  it("runs once at a time, and once more for the triggers that came while it ran", async () => {
    let running = 0;
    let most = 0;
    let runs = 0;
    const releases: (() => void)[] = [];
    const trigger = coalesced(
      () =>
        new Promise<boolean>((resolve) => {
          running += 1;
          runs += 1;
          most = Math.max(most, running);
          releases.push(() => {
            running -= 1;
            resolve(false);
          });
        }),
      () => {},
    );
    for (let i = 0; i < 50; i += 1) trigger();
    await tick();
    expect(runs).toBe(1);
    releases.shift()?.();
    await tick();
    // The 49 triggers during the first run make one more run, not 49.
    expect(runs).toBe(2);
    releases.shift()?.();
    await tick();
    expect(runs).toBe(2);
    expect(most).toBe(1);
    // Idle again: the next trigger runs at once.
    trigger();
    await tick();
    expect(runs).toBe(3);
  });

  it("goes on while a run leaves work behind, and survives a failed run", async () => {
    const answers = [true, true, false];
    let runs = 0;
    const errors: unknown[] = [];
    const trigger = coalesced(
      async () => {
        runs += 1;
        if (runs === 1) throw new Error("SMTP down");
        return answers.shift() ?? false;
      },
      (error) => errors.push(error),
    );
    trigger();
    for (let i = 0; i < 10; i += 1) await tick();
    expect(errors).toHaveLength(1);
    expect(runs).toBe(1);
    trigger();
    for (let i = 0; i < 10; i += 1) await tick();
    // Two full batches, then one that finished the queue.
    expect(runs).toBe(4);
  });
});
