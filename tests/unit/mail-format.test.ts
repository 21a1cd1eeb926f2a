import { describe, expect, it } from "vitest";
import { indiaDateTimeToInstant } from "@/lib/india-time";
import { textToHtml } from "@/lib/mail/html";
import type { AppointmentPlace } from "@/lib/appointments/status";
import { appointmentCalendar } from "@/lib/mail/ics";
import { dueReminder } from "@/lib/mail/reminder-rules";

const at = (date: string, time: string) => indiaDateTimeToInstant(date, time) as Date;
const HOUR = 60 * 60_000;

describe("when a reminder is due", () => {
  const start = at("2031-03-05", "10:00");

  it("two hours before, at any hour, and not in the last ten minutes", () => {
    expect(dueReminder(start, new Date(start.getTime() - 2 * HOUR), "morning")).toBe("2h");
    expect(dueReminder(start, new Date(start.getTime() - 11 * 60_000), "evening")).toBe("2h");
    expect(dueReminder(start, new Date(start.getTime() - 9 * 60_000), "anytime")).toBeNull();
    expect(dueReminder(start, new Date(start.getTime() + 60_000), "anytime")).toBeNull();
  });

  it("the day before only inside her contact window, and never closer than six hours", () => {
    expect(dueReminder(start, at("2031-03-04", "10:30"), "morning")).toBe("24h");
    expect(dueReminder(start, at("2031-03-04", "10:30"), "evening")).toBeNull();
    expect(dueReminder(start, at("2031-03-04", "17:00"), "evening")).toBe("24h");
    expect(dueReminder(start, at("2031-03-04", "09:30"), "morning")).toBeNull(); // 24.5 h ahead
    expect(dueReminder(start, at("2031-03-05", "05:00"), "anytime")).toBeNull(); // 5 h ahead
  });
});

describe("the calendar file", () => {
  const calendarAt = (place: AppointmentPlace, roomUrl: string | null = null) =>
    appointmentCalendar(
      {
        id: "6c1b1d9e-0000-4000-8000-000000000001",
        startsAt: at("2031-03-05", "10:00"),
        durationMinutes: 45,
        doctorName: "Priya Sharma, with a name long enough to need folding across lines",
        sequence: 2,
        place,
        roomUrl,
      },
      { now: new Date("2031-03-01T00:00:00Z") },
    );
  const calendar = calendarAt({ mode: "in_person", clinic: "jaipur" });
  const location = (ics: string) =>
    ics
      .replace(/\r\n /g, "")
      .split("\r\n")
      .find((line) => line.startsWith("LOCATION:"));

  it("sends her to the clinic of the city she booked for, or says video, never why", () => {
    expect(location(calendar)).toBe("LOCATION:Saheli Care Jaipur\\, Jaipur\\, Rajasthan");
    expect(location(calendarAt({ mode: "in_person", clinic: "mumbai" }))).toBe(
      "LOCATION:Saheli Care Mumbai\\, Andheri East\\, Mumbai\\, Maharashtra 400069",
    );
    // By video: the room's address, as the place and as the event's link (folded, unfolded whole).
    const room =
      "https://sahelicare.example/visit/6c1b1d9e-0000-4000-8000-000000000001?key=Zk3_q-9";
    const video = calendarAt({ mode: "video", clinic: null }, room);
    expect(location(video)).toBe(`LOCATION:${room}`);
    expect(video.replace(/\r\n /g, "").split("\r\n")).toContain(`URL:${room}`);
    expect(video).not.toMatch(/Mumbai|Andheri|piles|fissure|fistula|procto|coordinator/i);
    // A cancellation carries no way in.
    const cancelled = calendarAt({ mode: "video", clinic: null });
    expect(location(cancelled)).toBe("LOCATION:Video consultation");
    expect(cancelled).not.toContain("URL:");
    // An in-person visit has no room, whatever is passed.
    expect(calendarAt({ mode: "in_person", clinic: "jaipur" }, room)).not.toContain("/visit/");
  });

  it("is CRLF, folded at 75 octets, in UTC", () => {
    const lines = calendar.split("\r\n");
    expect(calendar.endsWith("END:VCALENDAR\r\n")).toBe(true);
    for (const line of lines) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
    expect(lines).toContain("DTSTART:20310305T043000Z");
    expect(lines).toContain("DTEND:20310305T051500Z");
    expect(lines).toContain("SEQUENCE:2");
    // Unfolded, the summary reads whole, its comma escaped.
    expect(calendar.replace(/\r\n /g, "")).toContain(
      "SUMMARY:Saheli Care appointment with Dr Priya Sharma\\, with a name long enough to need folding across lines",
    );
  });
});

describe("the HTML part", () => {
  it("says what the text says, escaped, with lists and links", () => {
    const html = textToHtml(
      "Hello <b>",
      "Hello <Asha>,\n\nYour visit:\n- When: today\n- With: Dr A & B\n\nSee https://example.in/sign-in.",
    );
    expect(html).toContain("<p>Hello &lt;Asha&gt;,</p>");
    expect(html).toContain(
      "<p>Your visit:</p><ul><li>When: today</li><li>With: Dr A &amp; B</li></ul>",
    );
    expect(html).toContain(
      '<a href="https://example.in/sign-in" style="color:#9d174d">https://example.in/sign-in</a>.',
    );
    expect(html).toContain("<title>Hello &lt;b&gt;</title>");
    expect(html).not.toMatch(/<img|<script|https?:\/\/(?!example\.in)/);
  });
});
