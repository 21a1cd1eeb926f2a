/*
 * Audio only when her connection is too weak for video (issue 35): the room reads its connection's
 * statistics (WebRTC getStats) every few seconds and, when what the browser can send stays too low
 * for video for ten seconds, turns her camera off by itself and says so, with a way to turn it
 * back on. Her voice is what the visit needs; a frozen picture that drags her voice down with it
 * is worse than none.
 *
 * Pure (no clock, no browser), shared by the room and its tests: statistics in, a sample out;
 * samples in, a decision out. The room does the reading and the switching.
 */

/** How often the room reads its connection while it sends video. */
export const LINK_SAMPLE_EVERY_MS = 2_000;
/**
 * Below this estimate of what the connection can carry outwards, video is not worth sending:
 * her voice needs about 40 kbit/s, and the smallest picture worth seeing about 100 more.
 */
export const WEAK_OUTGOING_BPS = 150_000;
/** A fifth of what she sends lost, or a second on the way there and back: weak whatever the estimate. */
export const WEAK_LOSS = 0.2;
export const WEAK_ROUND_TRIP_S = 1;
/** How long it must stay weak before the camera goes off: a dip is not a weak connection. */
export const WEAK_FOR_MS = 10_000;
/** At least this many weak readings in that stretch, so one odd reading at either end is not it. */
const MIN_WEAK_SAMPLES = 3;
/** Readings further apart than this are not one stretch (a tab the browser put to sleep). */
const MAX_GAP_MS = 3 * LINK_SAMPLE_EVERY_MS;
/** How far back the room keeps readings: the stretch, and a gap's worth before it. */
const KEPT_MS = WEAK_FOR_MS + MAX_GAP_MS;

/** One reading of the connection, `at` in milliseconds; a measure the browser did not give is left out. */
export type LinkSample = {
  at: number;
  /** What the browser estimates it can send, in bits per second (availableOutgoingBitrate). */
  outgoingBps?: number;
  /** The share of her packets the other side reports lost lately (remote-inbound-rtp fractionLost). */
  lossFraction?: number;
  /** Seconds there and back, on the pair of addresses in use. */
  roundTripS?: number;
};

export type LinkQuality = "weak" | "fine" | "unknown";

export function linkQuality(sample: LinkSample): LinkQuality {
  if ((sample.lossFraction ?? 0) >= WEAK_LOSS) return "weak";
  if ((sample.roundTripS ?? 0) >= WEAK_ROUND_TRIP_S) return "weak";
  if (sample.outgoingBps === undefined) return "unknown";
  return sample.outgoingBps < WEAK_OUTGOING_BPS ? "weak" : "fine";
}

/**
 * Whether to turn her camera off: the newest readings, back to the last fine one (or a gap), are
 * weak for WEAK_FOR_MS at least. Readings with no measure neither break the stretch nor make it.
 */
export function tooWeakForVideo(samples: readonly LinkSample[]): boolean {
  const newest = samples.at(-1);
  if (!newest) return false;
  let firstWeak: number | null = null;
  let weak = 0;
  let later = newest.at;
  for (let index = samples.length - 1; index >= 0; index--) {
    const sample = samples[index];
    if (!sample || later - sample.at > MAX_GAP_MS) break;
    later = sample.at;
    const quality = linkQuality(sample);
    if (quality === "fine") break;
    if (quality === "weak") {
      firstWeak = sample.at;
      weak += 1;
    }
  }
  return firstWeak !== null && weak >= MIN_WEAK_SAMPLES && newest.at - firstWeak >= WEAK_FOR_MS;
}

/** The readings worth keeping once `sample` is added: the last KEPT_MS of them. */
export function withSample(samples: readonly LinkSample[], sample: LinkSample): LinkSample[] {
  return [...samples.filter((kept) => sample.at - kept.at <= KEPT_MS), sample];
}

type Stats = Record<string, unknown>;

const numberOf = (value: unknown): number | undefined =>
  typeof value === "number" && Number.isFinite(value) ? value : undefined;

/**
 * A reading from a connection's statistics (RTCStatsReport's values): the pair of addresses in use
 * (the transport's selected pair; Firefox marks it `selected` instead), and what the other side
 * reports of her video (her audio when she sends no video).
 */
export function linkSampleOf(reports: Iterable<Stats>, at: number): LinkSample {
  const all = [...reports];
  const byId = new Map(all.map((report) => [report.id, report]));
  const selectedId = all.find((report) => report.type === "transport")?.selectedCandidatePairId;
  const pairs = all.filter((report) => report.type === "candidate-pair");
  const pair =
    byId.get(selectedId) ??
    pairs.find((report) => report.selected === true) ??
    pairs.find((report) => report.nominated === true && report.state === "succeeded");
  const remote = (kind: string) =>
    all.find((report) => report.type === "remote-inbound-rtp" && report.kind === kind);
  const far = remote("video") ?? remote("audio");
  const sample: LinkSample = { at };
  const outgoingBps = numberOf(pair?.availableOutgoingBitrate);
  const lossFraction = numberOf(far?.fractionLost);
  const roundTripS = numberOf(pair?.currentRoundTripTime) ?? numberOf(far?.roundTripTime);
  if (outgoingBps !== undefined) sample.outgoingBps = outgoingBps;
  if (lossFraction !== undefined) sample.lossFraction = lossFraction;
  if (roundTripS !== undefined) sample.roundTripS = roundTripS;
  return sample;
}
