import { describe, expect, it } from "vitest";
import {
  appointmentStatuses,
  canReschedule,
  canTransition,
  dueInText,
  hoursUntilDue,
  nextStatuses,
  taskPriority,
} from "@/lib/appointments/status";
import {
  formatIndiaDate,
  formatIndiaTime,
  indiaDateKey,
  indiaDateTimeToInstant,
  indiaDayRange,
} from "@/lib/india-time";

const HOUR = 60 * 60_000;
const now = new Date("2026-11-23T04:30:00.000Z"); // 10:00 in India

describe("the priority rule", () => {
  it("is high up to and including 24 hours ahead, medium after", () => {
    expect(taskPriority(new Date(now.getTime() + 60_000), now)).toBe("high");
    expect(taskPriority(new Date(now.getTime() + 24 * HOUR), now)).toBe("high");
    expect(taskPriority(new Date(now.getTime() + 24 * HOUR + 1), now)).toBe("medium");
  });

  it("rounds the hours until due up", () => {
    expect(hoursUntilDue(new Date(now.getTime() + 1), now)).toBe(1);
    expect(hoursUntilDue(new Date(now.getTime() + HOUR), now)).toBe(1);
    expect(hoursUntilDue(new Date(now.getTime() + HOUR + 1), now)).toBe(2);
    expect(hoursUntilDue(new Date(now.getTime() + 23.5 * HOUR), now)).toBe(24);
    expect(dueInText(1)).toBe("Due in 1 hour");
    expect(dueInText(25)).toBe("Due in 25 hours");
    expect(dueInText(0)).toBe("Due now");
  });
});

describe("appointment status edges", () => {
  it("moves forward one step at a time and cancels only before the visit starts", () => {
    expect(nextStatuses("scheduled")).toEqual(["confirmed", "cancelled"]);
    expect(canTransition("confirmed", "in_progress")).toBe(true);
    expect(canTransition("in_progress", "completed")).toBe(true);
    expect(canTransition("scheduled", "completed")).toBe(false);
    expect(canTransition("in_progress", "cancelled")).toBe(false);
  });

  it("treats completed and cancelled as final", () => {
    for (const to of appointmentStatuses) {
      expect(canTransition("completed", to)).toBe(false);
      expect(canTransition("cancelled", to)).toBe(false);
    }
    expect(canReschedule("completed")).toBe(false);
    expect(canReschedule("confirmed")).toBe(true);
  });
});

describe("India time", () => {
  it("shows instants on India's clock, whatever the machine's time zone", () => {
    expect(formatIndiaTime(now)).toBe("10:00 AM");
    expect(formatIndiaTime(new Date("2026-11-23T18:29:00.000Z"))).toBe("11:59 PM");
    expect(formatIndiaTime(new Date("2026-11-23T06:30:00.000Z"))).toBe("12:00 PM");
    expect(formatIndiaDate(new Date("2026-11-23T18:30:00.000Z"))).toBe("Tue, 24 Nov 2026");
  });

  it("finds India's calendar day and turns India wall-clock input into UTC", () => {
    expect(indiaDayRange(now)).toEqual({
      start: new Date("2026-11-22T18:30:00.000Z"),
      end: new Date("2026-11-23T18:30:00.000Z"),
    });
    expect(indiaDateKey(new Date("2026-11-22T18:30:00.000Z"))).toBe("2026-11-23");
    expect(indiaDateTimeToInstant("2026-11-24", "15:30")).toEqual(
      new Date("2026-11-24T10:00:00.000Z"),
    );
    expect(indiaDateTimeToInstant("2026-02-30", "10:00")).toBeNull();
    expect(indiaDateTimeToInstant("2026-11-24", "24:00")).toBeNull();
  });
});
