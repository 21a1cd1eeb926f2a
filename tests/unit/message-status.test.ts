import { describe, expect, it } from "vitest";
import { messageKinds } from "@/lib/messaging/templates";
import {
  messageKindLabel,
  messageKindLabels,
  shownMessageState,
  shownMessageStateLabels,
} from "@/lib/messaging/status";

/** How the staff views word a text message's kind and where it stands (issue 36, item 5). */

const now = new Date("2026-11-29T06:00:00Z");
const later = new Date(now.getTime() + 60 * 60_000);
const earlier = new Date(now.getTime() - 60_000);

describe("a text message's badge", () => {
  it("says a message held for her contact window is waiting for her hours", () => {
    const held = { state: "queued" as const, attempts: 0, nextAttempt: later, reason: null };
    expect(shownMessageStateLabels[shownMessageState(held, now)]).toBe("Waiting for her hours");
    expect(shownMessageState({ ...held, nextAttempt: earlier }, now)).toBe("queued");
  });

  it("keeps a message waiting for its next try queued: that wait is the gateway's", () => {
    expect(
      shownMessageState(
        { state: "queued", attempts: 2, nextAttempt: later, reason: "gateway down" },
        now,
      ),
    ).toBe("queued");
  });

  it("tells her STOP from a withdrawn consent", () => {
    const withdrawn = { state: "withdrawn" as const, attempts: 0, nextAttempt: earlier };
    expect(
      shownMessageStateLabels[shownMessageState({ ...withdrawn, reason: "she replied STOP" }, now)],
    ).toBe("Not sent: she replied STOP");
    expect(
      shownMessageStateLabels[
        shownMessageState({ ...withdrawn, reason: "her consent was withdrawn" }, now)
      ],
    ).toBe("Not sent: she withdrew consent");
  });

  it("names every kind of message, and shows a kind it does not know as stored", () => {
    expect(Object.keys(messageKindLabels).sort()).toEqual([...messageKinds].sort());
    expect(messageKindLabel("appointment-reminder-2h")).toBe("Reminder, 2 hours before");
    expect(messageKindLabel("video-join-link")).toBe("video-join-link");
    expect(messageKindLabel("toString")).toBe("toString");
  });
});
