/**
 * Days the clinics see no one, besides Sundays (content/site.ts: open Monday to Saturday). The
 * spec names no holidays, so this is India's three national holidays, the days every clinic in
 * every state closes by law, for this year and the next two: the booking form refuses them as a
 * preferred date (lib/validations/booking.ts), in both languages.
 *
 * Festival closures (Holi, Diwali, Eid…) move with the lunar calendar and differ between states:
 * when the clinic decides on one, add it here with its date and both names. Extend the list each
 * year before its last date comes within the form's 12 months; tests/unit/clinic-days.test.ts
 * fails when it no longer covers them.
 */

export type Holiday = {
  /** YYYY-MM-DD, India's calendar. */
  date: string;
  name: string;
  hiName: string;
};

const republicDay = { name: "Republic Day", hiName: "गणतंत्र दिवस" } as const;
const independenceDay = { name: "Independence Day", hiName: "स्वतंत्रता दिवस" } as const;
const gandhiJayanti = { name: "Gandhi Jayanti", hiName: "गांधी जयंती" } as const;

export const holidays = [
  { date: "2026-01-26", ...republicDay },
  { date: "2026-08-15", ...independenceDay },
  { date: "2026-10-02", ...gandhiJayanti },
  { date: "2027-01-26", ...republicDay },
  { date: "2027-08-15", ...independenceDay },
  { date: "2027-10-02", ...gandhiJayanti },
  { date: "2028-01-26", ...republicDay },
  { date: "2028-08-15", ...independenceDay },
  { date: "2028-10-02", ...gandhiJayanti },
] as const satisfies readonly Holiday[];
