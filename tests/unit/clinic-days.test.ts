import { describe, expect, it } from "vitest";
import { holidays } from "@/content/holidays";
import { aYearAfter, isCalendarDate, todayInIndia } from "@/lib/validations/booking";

describe("the clinics' holidays (content/holidays.ts)", () => {
  it("are real dates, in order, each once, named in English and Hindi", () => {
    const dates = holidays.map((holiday) => holiday.date);
    expect(dates.every(isCalendarDate)).toBe(true);
    expect([...dates].sort()).toEqual(dates);
    expect(new Set(dates).size).toBe(dates.length);
    for (const holiday of holidays) {
      expect(holiday.name).toMatch(/^[A-Z][A-Za-z ]+$/);
      expect(holiday.hiName).toMatch(/^[\u0900-\u097F ]+$/);
    }
  });

  it("name India's three national holidays in every year they cover", () => {
    const years = new Set(holidays.map((holiday) => holiday.date.slice(0, 4)));
    for (const year of years) {
      expect(
        holidays.filter((holiday) => holiday.date.startsWith(year)).map((h) => h.date.slice(5)),
        year,
      ).toEqual(expect.arrayContaining(["01-26", "08-15", "10-02"]));
    }
  });

  it("cover every date the booking form accepts: extend the list before this fails", () => {
    const lastListed = holidays.at(-1)?.date ?? "";
    const lastYear = lastListed.slice(0, 4);
    // The list runs to the end of the year of the form's furthest date.
    expect(lastYear >= aYearAfter(todayInIndia()).slice(0, 4)).toBe(true);
  });
});
