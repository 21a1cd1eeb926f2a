import { describe, expect, it } from "vitest";
import {
  PRESENCE_TIMEOUT_MS,
  callOpen,
  roomChange,
  roomPhase,
  roomState,
  visitSummary,
  visitWindow,
  type VisitRow,
} from "@/lib/video/visit";

const start = new Date("2026-12-01T05:00:00Z"); // 10:30 in India
const window = visitWindow({ appointmentDate: start, durationMinutes: 30 });
const at = (minutes: number) => new Date(start.getTime() + minutes * 60_000);

const row = (changes: Partial<VisitRow> = {}): VisitRow => ({
  patientPresence: "away",
  doctorPresent: false,
  patientSeenAt: null,
  doctorSeenAt: null,
  startedAt: null,
  endedAt: null,
  ...changes,
});

describe("a visit's room in time", () => {
  it("opens ten minutes before the start and closes thirty after the end", () => {
    expect(window.opensAt).toEqual(at(-10));
    expect(window.closesAt).toEqual(at(60));
    expect(roomPhase(window, null, at(-11))).toBe("not-open");
    expect(roomPhase(window, null, at(-10))).toBe("open");
    expect(roomPhase(window, null, at(59))).toBe("open");
    expect(roomPhase(window, null, at(60))).toBe("closed");
    // Ended by her doctor: closed at once, whatever the clock says.
    expect(roomPhase(window, at(20), at(21))).toBe("closed");
  });
});

describe("who is in the room", () => {
  it("forgets a browser that has gone quiet (a closed tab, a lost network)", () => {
    const seen = at(0);
    const waiting = row({
      patientPresence: "waiting",
      patientSeenAt: seen,
      doctorPresent: true,
      doctorSeenAt: seen,
    });
    expect(roomState(waiting, new Date(seen.getTime() + PRESENCE_TIMEOUT_MS))).toMatchObject({
      patient: "waiting",
      doctor: true,
    });
    expect(roomState(waiting, new Date(seen.getTime() + PRESENCE_TIMEOUT_MS + 1))).toMatchObject({
      patient: "away",
      doctor: false,
    });
  });

  it("lets the two signal only while both are in the call", () => {
    const now = at(1);
    const both = row({
      patientPresence: "admitted",
      patientSeenAt: now,
      doctorPresent: true,
      doctorSeenAt: now,
    });
    expect(callOpen(roomState(both, now))).toBe(true);
    expect(callOpen(roomState({ ...both, patientPresence: "waiting" }, now))).toBe(false);
    expect(callOpen(roomState({ ...both, doctorPresent: false }, now))).toBe(false);
    expect(callOpen(roomState({ ...both, endedAt: now, startedAt: now }, now))).toBe(false);
  });
});

describe("what each may do", () => {
  const now = at(0);
  it("has her wait the first time and come straight back in once the visit has started", () => {
    expect(roomChange("join", "patient", row(), "open", now)).toEqual({
      ok: true,
      patientPresence: "waiting",
    });
    expect(roomChange("join", "patient", row({ startedAt: at(-1) }), "open", now)).toEqual({
      ok: true,
      patientPresence: "admitted",
    });
  });

  it("lets only the doctor admit, and only someone who is waiting", () => {
    const waiting = row({ patientPresence: "waiting", patientSeenAt: now });
    expect(roomChange("admit", "patient", waiting, "open", now)).toEqual({
      ok: false,
      reason: "not-yours",
    });
    expect(roomChange("admit", "doctor", row(), "open", now)).toEqual({
      ok: false,
      reason: "not-waiting",
    });
    expect(roomChange("admit", "doctor", waiting, "open", now)).toEqual({
      ok: true,
      patientPresence: "admitted",
      doctorPresent: true,
      starts: true,
    });
  });

  it("lets anyone leave at any time, and nobody join a room that is not open", () => {
    expect(roomChange("leave", "patient", row(), "closed", now)).toEqual({
      ok: true,
      patientPresence: "away",
    });
    expect(roomChange("join", "patient", row(), "not-open", now)).toEqual({
      ok: false,
      reason: "not-open",
    });
    expect(roomChange("join", "doctor", row(), "closed", now)).toEqual({
      ok: false,
      reason: "closed",
    });
    expect(roomChange("end", "patient", row(), "open", now)).toEqual({
      ok: false,
      reason: "not-yours",
    });
  });
});

describe("a visit on the dashboards", () => {
  const booked = { status: "scheduled", appointmentDate: start, durationMinutes: 30 };

  it("offers the way in while the visit is booked and its room not closed", () => {
    expect(visitSummary(booked, null, at(-60 * 24))).toEqual({ joinable: true, activity: null });
    expect(visitSummary({ ...booked, status: "in_progress" }, null, at(5)).joinable).toBe(true);
    expect(visitSummary(booked, null, at(60)).joinable).toBe(false);
    expect(visitSummary(booked, row({ startedAt: at(0), endedAt: at(20) }), at(21))).toEqual({
      joinable: false,
      activity: null,
    });
    for (const status of ["pending", "completed", "cancelled"]) {
      expect(visitSummary({ ...booked, status }, null, at(0)).joinable).toBe(false);
    }
  });

  it("says she is waiting, or in the call, only while she is there", () => {
    const now = at(-2);
    const waiting = row({ patientPresence: "waiting", patientSeenAt: now });
    expect(visitSummary(booked, waiting, now).activity).toBe("waiting");
    expect(
      visitSummary(booked, { ...waiting, patientPresence: "admitted", startedAt: now }, now)
        .activity,
    ).toBe("in-call");
    // Her tab closed a while ago: nobody is waiting.
    expect(
      visitSummary(booked, waiting, new Date(now.getTime() + PRESENCE_TIMEOUT_MS + 1)).activity,
    ).toBeNull();
  });
});
