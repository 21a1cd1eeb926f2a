import { formatIndiaDateTime } from "@/lib/india-time";
import { bookedMessage } from "@/lib/i18n/patient-copy";
import { describe, expect, it } from "vitest";
import {
  appointmentTypeFor,
  canStartFrom,
  compareQueue,
  mayActOn,
  refusalFor,
  requestAge,
  requestMessages,
  shownRequestStatus,
  type RequestStatus,
  type UrgencyLevel,
} from "@/lib/booking/request-queue";
import { parseQueueParams } from "@/lib/validations/dashboard";
import { requestContactSchema, requestScheduleSchema } from "@/lib/validations/request";

const now = new Date("2026-11-23T10:00:00Z");
const ago = (minutes: number) => new Date(now.getTime() - minutes * 60_000);

describe("the queue's order", () => {
  it("puts new requests first, then the most urgent, then the oldest", () => {
    const rows: Array<{
      id: string;
      status: RequestStatus;
      urgency: UrgencyLevel;
      createdAt: Date;
    }> = [
      { id: "claimed-emergency", status: "claimed", urgency: "emergency", createdAt: ago(500) },
      { id: "new-low", status: "new", urgency: "low", createdAt: ago(400) },
      { id: "new-high-recent", status: "new", urgency: "high", createdAt: ago(10) },
      { id: "new-high-old", status: "new", urgency: "high", createdAt: ago(300) },
      { id: "new-emergency", status: "new", urgency: "emergency", createdAt: ago(5) },
      { id: "contacted-medium", status: "contacted", urgency: "medium", createdAt: ago(900) },
    ];
    expect([...rows].sort(compareQueue).map((row) => row.id)).toEqual([
      "new-emergency",
      "new-high-old",
      "new-high-recent",
      "new-low",
      "claimed-emergency",
      "contacted-medium",
    ]);
  });
});

describe("a request's age", () => {
  it.each([
    [0, "just now"],
    [12, "12 min ago"],
    [60, "1 h ago"],
    [3 * 60 + 59, "3 h ago"],
    [24 * 60, "1 day ago"],
    [3 * 24 * 60, "3 days ago"],
  ])("reads %i minutes as %s", (minutes, label) => {
    expect(requestAge(ago(minutes), now)).toBe(label);
  });

  it("never reads a clock skew as negative", () => {
    expect(requestAge(new Date(now.getTime() + 60_000), now)).toBe("just now");
  });
});

describe("who may act, and from which status", () => {
  it("lets anyone with the permission take an unclaimed request, only its coordinator a claimed one, and the owner any", () => {
    expect(mayActOn({ id: "a", role: "coordinator" }, { coordinatorId: null })).toBe(true);
    expect(mayActOn({ id: "a", role: "coordinator" }, { coordinatorId: "a" })).toBe(true);
    expect(mayActOn({ id: "a", role: "coordinator" }, { coordinatorId: "b" })).toBe(false);
    expect(mayActOn({ id: "o", role: "owner" }, { coordinatorId: "b" })).toBe(true);
  });

  it("claims only new requests and changes nothing once scheduled or closed", () => {
    expect(canStartFrom("claim", "new")).toBe(true);
    expect(canStartFrom("claim", "contacted")).toBe(false);
    for (const action of ["contact", "schedule", "close"] as const) {
      expect(canStartFrom(action, "contacted")).toBe(true);
      expect(canStartFrom(action, "scheduled")).toBe(false);
      expect(canStartFrom(action, "closed")).toBe(false);
    }
    expect(refusalFor("schedule", "scheduled")).toBe(requestMessages.alreadyScheduled);
    expect(refusalFor("close", "closed")).toBe(requestMessages.alreadyClosed);
    expect(refusalFor("claim", "claimed")).toBe(requestMessages.alreadyClaimed);
    expect(refusalFor("contact", "claimed")).toBeNull();
  });
});

describe("what she is told", () => {
  it("names a time and a doctor, never a condition", () => {
    const at = new Date("2031-03-04T04:30:00Z");
    const message = bookedMessage(at, "Lakshmi Rao");
    expect(message.subject).toBe("Your appointment");
    expect(message.body).toBe(
      `Your consultation is booked for ${formatIndiaDateTime(at)} (India time) with Dr Lakshmi Rao. Your coordinator will contact you as you asked.`,
    );
  });

  it("writes it in her account's language", () => {
    const at = new Date("2031-03-04T04:30:00Z");
    const message = bookedMessage(at, "Lakshmi Rao", "hi");
    expect(message.subject).toBe("आपका अपॉइंटमेंट");
    expect(message.body).toContain(formatIndiaDateTime(at, "hi"));
    expect(message.body).toContain("डॉ. Lakshmi Rao");
    expect(message.body.replace("Lakshmi Rao", "")).not.toMatch(/[A-Za-z]/);
  });

  it("types the visit by its kind, not its reason", () => {
    expect(appointmentTypeFor("video", "initial")).toBe("Video Consultation");
    expect(appointmentTypeFor("consultation", "follow_up")).toBe("Follow-up Consultation");
  });
});

describe("the forms' schemas", () => {
  const id = "5f0c8f5e-3f4a-4c55-9d1e-3b1f5d8a2c10";

  it("requires a note to mark contacted, and strips markup from it", () => {
    expect(requestContactSchema.safeParse({ requestId: id, note: " " }).success).toBe(false);
    expect(requestContactSchema.parse({ requestId: id, note: "<b>Called</b> her" }).note).toBe(
      "Called her",
    );
  });

  it("takes the duration as the select sends it, within 10 minutes and 4 hours", () => {
    const base = {
      requestId: id,
      doctorId: id,
      date: "2031-03-04",
      time: "10:00",
      mode: "video" as const,
    };
    expect(requestScheduleSchema.parse({ ...base, durationMinutes: "45" }).durationMinutes).toBe(
      45,
    );
    expect(requestScheduleSchema.safeParse({ ...base, durationMinutes: 5 }).success).toBe(false);
    expect(requestScheduleSchema.safeParse({ ...base, durationMinutes: 600 }).success).toBe(false);
    expect(
      requestScheduleSchema.safeParse({ ...base, durationMinutes: 30, time: "25:00" }).success,
    ).toBe(false);
  });

  it("asks in person or video, and in person a clinic in a city the site sells in", () => {
    const base = { requestId: id, doctorId: id, date: "2031-03-04", time: "10:00" };
    const visit = { ...base, durationMinutes: 30 };
    expect(requestScheduleSchema.safeParse({ ...visit, mode: "video" }).success).toBe(true);
    expect(
      requestScheduleSchema.safeParse({ ...visit, mode: "in_person", clinic: "jaipur" }).success,
    ).toBe(true);
    for (const clinic of [undefined, "", "atlantis"]) {
      const result = requestScheduleSchema.safeParse({ ...visit, mode: "in_person", clinic });
      expect(result.error?.issues[0]).toMatchObject({
        path: ["clinic"],
        message: "Please choose the clinic she comes to.",
      });
    }
    expect(requestScheduleSchema.safeParse({ ...visit, mode: "home" }).success).toBe(false);
  });
});

describe("the Tasks tab's query string", () => {
  it("reads the filter and the page, and ignores anything malformed", () => {
    expect(parseQueueParams({ show: "mine", page: "2" })).toEqual({ show: "mine", page: 2 });
    expect(parseQueueParams({ show: "everyone", page: "-1" })).toEqual({ show: "all", page: 1 });
  });
});

describe("a request's badge", () => {
  it("says the appointment was cancelled once the visit a request became is cancelled", () => {
    expect(shownRequestStatus("scheduled", "cancelled")).toBe("cancelled");
    expect(shownRequestStatus("scheduled", "confirmed")).toBe("scheduled");
    expect(shownRequestStatus("closed", null)).toBe("closed");
    expect(shownRequestStatus("new", undefined)).toBe("new");
  });
});
