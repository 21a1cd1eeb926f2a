import { describe, expect, it } from "vitest";
import { param, readSearchParams } from "@/lib/validations/search-params";
import {
  parseAppointmentListParams,
  parsePage,
  parseTimeWindow,
  parseUserListParams,
} from "@/lib/validations/dashboard";
import { encodeCursor } from "@/lib/dashboards/pagination";
import { parseAccessLogParams, parseOutboxParams } from "@/lib/validations/privacy-admin";

describe("a list's page in its address", () => {
  it("reads a whole number from 1 up", () => {
    expect(parsePage({ page: "3" })).toBe(3);
    expect(parsePage({ page: "100000" })).toBe(100_000);
  });

  it("falls back to the first page for anything else", () => {
    for (const page of [undefined, "", "abc", "0", "-1", "1.5", "2abc", "100001", "Infinity"]) {
      expect(parsePage({ page }), String(page)).toBe(1);
    }
  });

  it("reads a repeated parameter by its first value", () => {
    expect(parsePage({ page: ["2", "5"] })).toBe(2);
  });
});

describe("a list by time's place in its address", () => {
  const row = {
    createdAt: new Date("2026-11-20T04:00:00.123Z"),
    id: "3f2b8c1e-9d4a-4b6e-8f10-2a3b4c5d6e7f",
  };

  it("reads back the cursor it wrote, before or after", () => {
    const cursor = encodeCursor(row);
    expect(parseTimeWindow({ before: cursor })).toStrictEqual({
      before: { at: row.createdAt, id: row.id },
    });
    expect(parseTimeWindow({ after: cursor })).toStrictEqual({
      after: { at: row.createdAt, id: row.id },
    });
  });

  it("reads the newest page for anything else", () => {
    const cursor = encodeCursor(row);
    for (const params of [
      {},
      { before: "" },
      { before: "yesterday" },
      { after: `${row.createdAt.getTime()}_not-an-id` },
      { before: `-5_${row.id}` },
      { before: `1e12_${row.id}` },
      { before: cursor, after: cursor },
    ]) {
      expect(parseTimeWindow(params), JSON.stringify(params)).toStrictEqual({});
    }
  });
});

describe("the readers", () => {
  it("trims search words, cuts them to 100 characters and leaves blank ones out", () => {
    expect(readSearchParams({ q: "  piles  " }, { q: param.text })).toStrictEqual({ q: "piles" });
    expect(readSearchParams({ q: "x".repeat(150) }, { q: param.text }).q).toHaveLength(100);
    expect(readSearchParams({ q: "   " }, { q: param.text })).toStrictEqual({});
  });

  it("takes a value from its list, else the fallback or nothing", () => {
    const sizes = ["small", "large"] as const;
    expect(readSearchParams({ size: "large" }, { size: param.oneOf(sizes) })).toStrictEqual({
      size: "large",
    });
    expect(readSearchParams({ size: "LARGE" }, { size: param.oneOf(sizes) })).toStrictEqual({});
    expect(readSearchParams({}, { size: param.oneOf(sizes, "small") })).toStrictEqual({
      size: "small",
    });
  });

  it("takes a real calendar day only", () => {
    expect(readSearchParams({ d: "2026-02-28" }, { d: param.day })).toStrictEqual({
      d: "2026-02-28",
    });
    for (const d of ["2026-02-30", "28-02-2026", "today", ""]) {
      expect(readSearchParams({ d }, { d: param.day }), d).toStrictEqual({});
    }
  });

  it("takes a whole number, and leaves anything else out", () => {
    expect(readSearchParams({ since: "4" }, { since: param.integer })).toStrictEqual({ since: 4 });
    expect(readSearchParams({ since: "-2" }, { since: param.integer })).toStrictEqual({
      since: -2,
    });
    for (const since of [undefined, "", "abc", "1.5"]) {
      expect(readSearchParams({ since }, { since: param.integer }), since).toStrictEqual({});
    }
  });

  it("ignores parameters it was not asked for", () => {
    expect(readSearchParams({ page: "2", other: "x" }, { page: param.page })).toStrictEqual({
      page: 2,
    });
  });
});

describe("the dashboards' lists", () => {
  it("reads an appointment list's filters, and drops malformed ones for the defaults", () => {
    expect(
      parseAppointmentListParams(
        { page: "2", when: "past", status: "confirmed", date: "2026-11-23" },
        "upcoming",
      ),
    ).toStrictEqual({ page: 2, when: "past", status: "confirmed", date: "2026-11-23" });
    expect(
      parseAppointmentListParams(
        { page: "x", when: "soon", status: "lost", date: "2026-13-01" },
        "all",
      ),
    ).toStrictEqual({ page: 1, when: "all" });
  });

  it("reads the users list's search, role and status", () => {
    expect(
      parseUserListParams({ q: " asha ", role: "doctor", status: "active", page: "3" }),
    ).toStrictEqual({ page: 3, q: "asha", role: "doctor", status: "active" });
    expect(parseUserListParams({ q: "", role: "admin", status: "gone" })).toStrictEqual({
      page: 1,
    });
  });

  it("reads the privacy records' filters", () => {
    expect(
      parseAccessLogParams({
        staff: " Meera ",
        patient: "SC-1234",
        subject: "report",
        from: "2026-11-01",
        to: "2026-11-31",
      }),
    ).toStrictEqual({
      page: 1,
      staff: "Meera",
      patient: "SC-1234",
      subject: "report",
      from: "2026-11-01",
    });
    expect(parseOutboxParams({ status: "failed", page: "2" })).toStrictEqual({
      page: 2,
      status: "failed",
    });
    expect(parseOutboxParams({ status: "bounced" })).toStrictEqual({ page: 1 });
  });
});
