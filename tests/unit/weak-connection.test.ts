import { describe, expect, it } from "vitest";
import {
  LINK_SAMPLE_EVERY_MS,
  WEAK_FOR_MS,
  linkQuality,
  linkSampleOf,
  tooWeakForVideo,
  withSample,
  type LinkSample,
} from "@/lib/video/weak-connection";

/**
 * When the room turns her camera off by itself (lib/video/weak-connection.ts): what the browser
 * can send stays under 150 kbit/s (or a fifth of it is lost, or a round trip takes a second) for
 * ten seconds of readings, and not for a dip.
 */

/** Readings every two seconds from `from` (ms), one per value (bits per second, or none). */
function readings(values: Array<number | undefined>, from = 0): LinkSample[] {
  return values.map((outgoingBps, index) => ({
    at: from + index * LINK_SAMPLE_EVERY_MS,
    ...(outgoingBps === undefined ? {} : { outgoingBps }),
  }));
}

const weak = 90_000;
const fine = 800_000;

describe("a reading of her connection", () => {
  it("is weak under 150 kbit/s, with a fifth of it lost, or a second's round trip", () => {
    expect(linkQuality({ at: 0, outgoingBps: 149_999 })).toBe("weak");
    expect(linkQuality({ at: 0, outgoingBps: 150_000 })).toBe("fine");
    expect(linkQuality({ at: 0, outgoingBps: fine, lossFraction: 0.25 })).toBe("weak");
    expect(linkQuality({ at: 0, outgoingBps: fine, lossFraction: 0.05 })).toBe("fine");
    expect(linkQuality({ at: 0, outgoingBps: fine, roundTripS: 1.2 })).toBe("weak");
    expect(linkQuality({ at: 0, lossFraction: 0.01 })).toBe("unknown");
    expect(linkQuality({ at: 0 })).toBe("unknown");
  });
});

describe("turning her camera off", () => {
  it("once it has been weak for ten seconds, not before", () => {
    const sixReadings = readings([weak, weak, weak, weak, weak, weak]);
    expect(sixReadings.at(-1)?.at).toBe(WEAK_FOR_MS);
    expect(tooWeakForVideo(sixReadings)).toBe(true);
    expect(tooWeakForVideo(sixReadings.slice(0, 5))).toBe(false);
  });

  it("not for a dip: a fine reading starts the ten seconds again", () => {
    expect(tooWeakForVideo(readings([weak, weak, weak, fine, weak, weak, weak, weak]))).toBe(false);
    expect(tooWeakForVideo(readings([fine, fine, weak, weak, weak, weak, weak, weak]))).toBe(true);
  });

  it("never on a connection that is fine, or that it knows nothing about", () => {
    expect(tooWeakForVideo([])).toBe(false);
    expect(tooWeakForVideo(readings(Array(20).fill(fine)))).toBe(false);
    expect(tooWeakForVideo(readings(Array(20).fill(undefined)))).toBe(false);
  });

  it("counts readings with no estimate as neither, but wants three weak ones", () => {
    expect(tooWeakForVideo(readings([weak, undefined, weak, undefined, undefined, weak]))).toBe(
      true,
    );
    expect(
      tooWeakForVideo(readings([weak, undefined, undefined, undefined, undefined, weak])),
    ).toBe(false);
  });

  it("not across a gap, as when the browser put her tab to sleep", () => {
    const before = readings([weak, weak]);
    const after = readings([weak, weak, weak], 20_000);
    expect(tooWeakForVideo([...before, ...after])).toBe(false);
  });

  it("keeps only the readings the decision needs", () => {
    let kept: LinkSample[] = [];
    for (const sample of readings(Array(30).fill(weak))) kept = withSample(kept, sample);
    expect(kept.length).toBeLessThanOrEqual(9);
    expect(tooWeakForVideo(kept)).toBe(true);
  });
});

describe("a reading from the browser's statistics", () => {
  it("takes the estimate and round trip of the pair in use, and her video's loss", () => {
    const reports = [
      { id: "T1", type: "transport", selectedCandidatePairId: "P2" },
      { id: "P1", type: "candidate-pair", availableOutgoingBitrate: 2_000_000, nominated: true },
      {
        id: "P2",
        type: "candidate-pair",
        availableOutgoingBitrate: 96_000,
        currentRoundTripTime: 0.08,
      },
      { id: "R1", type: "remote-inbound-rtp", kind: "audio", fractionLost: 0 },
      { id: "R2", type: "remote-inbound-rtp", kind: "video", fractionLost: 0.3 },
    ];
    expect(linkSampleOf(reports, 5_000)).toEqual({
      at: 5_000,
      outgoingBps: 96_000,
      lossFraction: 0.3,
      roundTripS: 0.08,
    });
  });

  it("finds Firefox's selected pair, and leaves out what the browser did not say", () => {
    const reports = [
      { id: "P1", type: "candidate-pair", nominated: true, state: "succeeded" },
      { id: "P2", type: "candidate-pair", selected: true, availableOutgoingBitrate: 300_000 },
      { id: "R1", type: "remote-inbound-rtp", kind: "audio", roundTripTime: 0.2 },
    ];
    expect(linkSampleOf(reports, 0)).toEqual({ at: 0, outgoingBps: 300_000, roundTripS: 0.2 });
    expect(linkSampleOf([], 0)).toEqual({ at: 0 });
  });
});
