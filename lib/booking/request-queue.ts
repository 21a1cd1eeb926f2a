/**
 * The consultation-request queue's rules, shared by the coordinator's Tasks tab and the server
 * actions: the statuses, who may act on which request, which change each status allows, the
 * queue's order and how a request's age reads. Pure and client-safe, so the buttons a card shows
 * and the checks an action makes come from the same table.
 */

export const requestStatuses = ["new", "claimed", "contacted", "scheduled", "closed"] as const;
export type RequestStatus = (typeof requestStatuses)[number];

/** Still waiting for the care team: the queue. */
export const openRequestStatuses = [
  "new",
  "claimed",
  "contacted",
] as const satisfies readonly RequestStatus[];
export type OpenRequestStatus = (typeof openRequestStatuses)[number];

/**
 * Where a request stands as its badge says it: a request whose appointment was cancelled later
 * (by her or by the clinic) stays "scheduled" in its row, but it no longer has a visit booked.
 */
export type ShownRequestStatus = RequestStatus | "cancelled";

export function shownRequestStatus(
  status: RequestStatus,
  appointmentStatus: string | null | undefined,
): ShownRequestStatus {
  return status === "scheduled" && appointmentStatus === "cancelled" ? "cancelled" : status;
}

export const requestStatusLabels = {
  new: "New",
  claimed: "Claimed",
  contacted: "Contacted",
  scheduled: "Scheduled",
  closed: "Closed",
  cancelled: "Appointment cancelled",
} as const satisfies Record<ShownRequestStatus, string>;

export const requestCloseReasons = ["not_needed", "duplicate", "unreachable"] as const;
export type RequestCloseReason = (typeof requestCloseReasons)[number];

export const requestCloseReasonLabels = {
  not_needed: "Not needed",
  duplicate: "Duplicate",
  unreachable: "Unreachable",
} as const satisfies Record<RequestCloseReason, string>;

/** What a request's history records; rescheduled and cancelled are her own changes. */
export const requestEventTypes = [
  "created",
  "linked",
  "claimed",
  "contacted",
  "scheduled",
  "closed",
  "rescheduled",
  "cancelled",
  "message_followed_up",
] as const;
export type RequestEventType = (typeof requestEventTypes)[number];

export const requestEventLabels = {
  created: "Request received",
  linked: "Linked to her account",
  claimed: "Claimed",
  contacted: "Contacted",
  scheduled: "Appointment booked",
  closed: "Closed",
  rescheduled: "Appointment moved",
  cancelled: "Appointment cancelled",
  message_followed_up: "Called her: a message did not reach her",
} as const satisfies Record<RequestEventType, string>;

/**
 * Which part of the queue the Tasks tab shows: the open requests (all, unclaimed, hers), or the
 * upcoming times women booked themselves while booking, already scheduled (issue 37).
 */
export const queueFilters = ["all", "unclaimed", "mine", "booked"] as const;
export type QueueFilter = (typeof queueFilters)[number];

export type RequestAction = "claim" | "contact" | "schedule" | "close";

/**
 * The statuses each action may start from. Marking contacted again is allowed (a second call or
 * message is worth its own note); scheduled and closed are final here: a booked visit is changed
 * from the Appointments tab, a closed request is not reopened (she books again).
 */
export const requestActionFrom = {
  claim: ["new"],
  contact: ["new", "claimed", "contacted"],
  schedule: ["new", "claimed", "contacted"],
  close: ["new", "claimed", "contacted"],
} as const satisfies Record<RequestAction, readonly OpenRequestStatus[]>;

export function canStartFrom(action: RequestAction, status: RequestStatus): boolean {
  return (requestActionFrom[action] as readonly RequestStatus[]).includes(status);
}

export const requestMessages = {
  notFound: "This request no longer exists.",
  alreadyScheduled: "Someone else has already scheduled this request.",
  alreadyClosed: "This request has already been closed.",
  alreadyClaimed: "This request has already been claimed.",
  claimedByOther: "Another coordinator is handling this request.",
  changedMeanwhile: "Someone changed this request a moment ago. Please check it and try again.",
  noteRequired: "Please write a short note about the contact.",
  noteTooLong: (max: number) => `Please keep the note under ${max} characters.`,
  reasonRequired: "Please choose why the request is closed.",
  durationRequired: "Please choose a duration between 10 minutes and 4 hours.",
  modeRequired: "Please choose in person or by video.",
  clinicRequired: "Please choose the clinic she comes to.",
  claimed: "Request claimed.",
  contacted: "Contact noted.",
  scheduled: "Appointment booked.",
  closed: "Request closed.",
} as const;

/**
 * Who may act on a request, given who claimed it: anyone with the permission on an unclaimed
 * request, its coordinator on her own, and the owner on any (she runs the clinic and covers for a
 * coordinator who is away; her events carry her name, so the history stays true).
 */
export function mayActOn(
  actor: { id: string; role: string },
  request: { coordinatorId: string | null },
): boolean {
  return (
    actor.role === "owner" || request.coordinatorId === null || request.coordinatorId === actor.id
  );
}

/** Why an action cannot start from this status (null: it can). */
export function refusalFor(action: RequestAction, status: RequestStatus): string | null {
  if (canStartFrom(action, status)) return null;
  if (status === "scheduled") return requestMessages.alreadyScheduled;
  if (status === "closed") return requestMessages.alreadyClosed;
  return requestMessages.alreadyClaimed;
}

export const urgencyOrder = ["emergency", "high", "medium", "low"] as const;
export type UrgencyLevel = (typeof urgencyOrder)[number];

/** Short labels for badges (the booking form's long ones say what each level promises her). */
export const urgencyBadgeLabels = {
  emergency: "Emergency",
  high: "High",
  medium: "Medium",
  low: "Low",
} as const satisfies Record<UrgencyLevel, string>;

/**
 * The queue's order, for tests and any list sorted in memory (the query sorts the same way in SQL):
 * new before claimed or contacted, then the most urgent, then the oldest.
 */
export function compareQueue(
  a: { status: RequestStatus; urgency: UrgencyLevel; createdAt: Date },
  b: { status: RequestStatus; urgency: UrgencyLevel; createdAt: Date },
): number {
  const fresh = Number(b.status === "new") - Number(a.status === "new");
  if (fresh !== 0) return fresh;
  const urgency = urgencyOrder.indexOf(a.urgency) - urgencyOrder.indexOf(b.urgency);
  if (urgency !== 0) return urgency;
  return a.createdAt.getTime() - b.createdAt.getTime();
}

/** How old a request is: "just now", "12 min ago", "3 h ago", "2 days ago". */
export function requestAge(createdAt: Date, now: Date): string {
  const minutes = Math.max(0, Math.floor((now.getTime() - createdAt.getTime()) / 60_000));
  if (minutes < 1) return "just now";
  if (minutes < 60) return `${minutes} min ago`;
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return `${hours} h ago`;
  const days = Math.floor(hours / 24);
  return days === 1 ? "1 day ago" : `${days} days ago`;
}

/** The appointment's type as the dashboards list it: what kind of visit, never why. */
export function appointmentTypeFor(
  kind: "consultation" | "video" | "question",
  consultationType: "initial" | "second_opinion" | "follow_up" | "emergency",
): string {
  if (kind === "video") return "Video Consultation";
  switch (consultationType) {
    case "initial":
      return "Initial Consultation";
    case "second_opinion":
      return "Second Opinion";
    case "follow_up":
      return "Follow-up Consultation";
    case "emergency":
      return "Emergency Consultation";
  }
}
