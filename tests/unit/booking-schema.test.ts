import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import {
  bookingSchema,
  bookingSchemaFor,
  consultationTypeLabels,
  firstOpenDay,
  isCalendarDate,
  timeSlots,
  todayInIndia,
  urgencyLabels,
  type BookingFormValues,
} from "@/lib/validations/booking";
import { stripMarkup } from "@/lib/validations/text";
import { bookingMessagesFor } from "@/lib/i18n/localized";

// 10:00 in India on Monday 23 November 2026.
const NOW = new Date("2026-11-23T04:30:00Z");

function validInput(overrides: Partial<Record<keyof BookingFormValues, unknown>> = {}): unknown {
  return {
    firstName: "Priya",
    lastName: "Sharma",
    email: "priya@example.com",
    phone: "+91 98765 43210",
    age: 34,
    preferredDate: "2026-11-25",
    preferredTime: timeSlots[0],
    consultationType: "initial",
    symptoms: "",
    previousTreatment: "",
    urgency: "medium",
    privacyConsent: true,
    communicationConsent: false,
    idempotencyKey: "6f1c8a52-3b7e-4d2a-9c41-0a8e5b7d2f13",
    website: "",
    ...overrides,
  };
}

function errorsFor(input: unknown): Record<string, string[] | undefined> {
  const result = bookingSchema.safeParse(input);
  if (result.success) return {};
  const errors: Record<string, string[]> = {};
  for (const issue of result.error.issues) {
    const key = String(issue.path[0]);
    (errors[key] ??= []).push(issue.message);
  }
  return errors;
}

describe("todayInIndia", () => {
  it("is already tomorrow in India late in the UTC evening", () => {
    expect(todayInIndia(new Date("2026-11-22T20:00:00Z"))).toBe("2026-11-23");
  });

  it("turns over at 18:30 UTC, India's midnight", () => {
    expect(todayInIndia(new Date("2026-11-22T18:29:59.999Z"))).toBe("2026-11-22");
    expect(todayInIndia(new Date("2026-11-22T18:30:00Z"))).toBe("2026-11-23");
  });

  it("is still the same day early in the UTC morning", () => {
    expect(todayInIndia(new Date("2026-11-22T00:10:00Z"))).toBe("2026-11-22");
  });

  it("crosses a year boundary", () => {
    expect(todayInIndia(new Date("2026-12-31T19:00:00Z"))).toBe("2027-01-01");
  });
});

describe("isCalendarDate", () => {
  it("accepts real dates and rejects impossible or malformed ones", () => {
    expect(isCalendarDate("2028-02-29")).toBe(true);
    expect(isCalendarDate("2027-02-29")).toBe(false);
    expect(isCalendarDate("2026-13-01")).toBe(false);
    expect(isCalendarDate("25/11/2026")).toBe(false);
    expect(isCalendarDate("")).toBe(false);
  });
});

describe("bookingSchema", () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(NOW);
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("accepts a complete, valid booking and cleans it", () => {
    const result = bookingSchema.safeParse(
      validInput({
        firstName: "  Priya ",
        email: " Priya@Example.COM ",
        symptoms: "  <b>Pain</b> after meals  ",
        previousTreatment: "   ",
      }),
    );
    expect(result.success).toBe(true);
    if (!result.success) return;
    expect(result.data.firstName).toBe("Priya");
    expect(result.data.email).toBe("priya@example.com");
    expect(result.data.symptoms).toBe("Pain after meals");
    expect(result.data.previousTreatment).toBeUndefined();
    expect(result.data.website).toBe("");
  });

  it("accepts its own output (the action parses what the form already parsed)", () => {
    const first = bookingSchema.parse(validInput({ symptoms: "Some pain" }));
    expect(bookingSchema.parse(first)).toEqual(first);
  });

  describe("names", () => {
    it("requires a first and a last name", () => {
      const errors = errorsFor(validInput({ firstName: "", lastName: "   " }));
      expect(errors.firstName).toEqual(["Please enter your first name"]);
      expect(errors.lastName).toEqual(["Please enter your last name"]);
    });

    it("requires them when they are missing altogether", () => {
      const input = validInput() as Record<string, unknown>;
      delete input.firstName;
      expect(errorsFor(input).firstName).toEqual(["Please enter your first name"]);
    });

    it("strips markup, and a name made only of markup is no name", () => {
      expect(bookingSchema.parse(validInput({ lastName: "<i>Sharma</i>" })).lastName).toBe(
        "Sharma",
      );
      expect(errorsFor(validInput({ firstName: "<script></script>" })).firstName).toEqual([
        "Please enter your first name",
      ]);
      expect(stripMarkup("a <img src=x onerror=alert(1)> b >")).toBe("a b");
    });

    it("limits their length", () => {
      expect(errorsFor(validInput({ firstName: "a".repeat(51) })).firstName?.[0]).toMatch(
        /under 50 characters/,
      );
      expect(errorsFor(validInput({ firstName: "a".repeat(50) })).firstName).toBeUndefined();
    });
  });

  describe("email", () => {
    it("is required", () => {
      expect(errorsFor(validInput({ email: "" })).email).toEqual([
        "Please enter your email address",
      ]);
    });

    it("must be a valid address", () => {
      expect(errorsFor(validInput({ email: "priya@" })).email).toEqual([
        "Please enter a valid email address, like name@example.com",
      ]);
    });
  });

  describe("phone", () => {
    it("is required", () => {
      expect(errorsFor(validInput({ phone: "" })).phone).toEqual([
        "Please enter your phone number",
      ]);
    });

    it.each(["9876543210", "+919876543210", "+91 98765 43210", "098765-43210", "+44 20 7946 0958"])(
      "accepts %s",
      (phone) => {
        expect(errorsFor(validInput({ phone })).phone).toBeUndefined();
      },
    );

    it.each([
      "98765",
      "+91 98765 43210 12345 6",
      "98765x43210",
      "++919876543210",
      "+91 (987) 6543210",
    ])("rejects %s", (phone) => {
      expect(errorsFor(validInput({ phone })).phone?.[0]).toMatch(/valid phone number/);
    });

    it.each(["sms", "whatsapp"])("must be an Indian mobile when she chose %s", (contactMethod) => {
      for (const phone of ["011 2345 6789", "+44 20 7946 0958", "+1 415 555 0100"]) {
        expect(errorsFor(validInput({ phone, contactMethod })).phone, phone).toEqual([
          "For SMS or WhatsApp we need an Indian mobile number, like 98765 43210. For another number, choose a phone call or e-mail.",
        ]);
      }
      expect(errorsFor(validInput({ phone: "98765 43210", contactMethod })).phone).toBeUndefined();
      // The same rule in the Hindi form's words.
      const hindi = bookingSchemaFor(bookingMessagesFor("hi")).safeParse(
        validInput({ phone: "011 2345 6789", contactMethod }),
      );
      expect(hindi.error?.issues.map((issue) => issue.message)).toEqual([
        "SMS या WhatsApp के लिए भारत का मोबाइल नंबर चाहिए, जैसे 98765 43210। किसी और नंबर के लिए फ़ोन कॉल या ईमेल चुनें।",
      ]);
    });
  });

  describe("age", () => {
    it.each([
      [17, false],
      [18, true],
      [100, true],
      [101, false],
    ])("age %i is accepted: %s", (age, ok) => {
      const errors = errorsFor(validInput({ age }));
      if (ok) expect(errors.age).toBeUndefined();
      else expect(errors.age).toEqual(["Age must be between 18 and 100"]);
    });

    it('asks for an age when the number field is empty (NaN, or an untouched "")', () => {
      expect(errorsFor(validInput({ age: Number.NaN })).age).toEqual(["Please enter your age"]);
      expect(errorsFor(validInput({ age: "" })).age).toEqual(["Please enter your age"]);
      expect(errorsFor(validInput({ age: "34" })).age).toEqual([
        "Please enter your age as a number",
      ]);
    });

    it("wants whole years", () => {
      expect(errorsFor(validInput({ age: 30.5 })).age).toEqual([
        "Please enter your age in whole years",
      ]);
    });
  });

  describe("preferred date", () => {
    it("accepts today and refuses yesterday (India time)", () => {
      expect(errorsFor(validInput({ preferredDate: "2026-11-23" })).preferredDate).toBeUndefined();
      expect(errorsFor(validInput({ preferredDate: "2026-11-21" })).preferredDate).toEqual([
        "Please choose today or a later date",
      ]);
    });

    it("uses India's date, not UTC's, around midnight", () => {
      // 20:00 UTC on the 23rd is 01:30 on the 24th in India: the 23rd is already past.
      vi.setSystemTime(new Date("2026-11-23T20:00:00Z"));
      expect(errorsFor(validInput({ preferredDate: "2026-11-23" })).preferredDate).toEqual([
        "Please choose today or a later date",
      ]);
      expect(errorsFor(validInput({ preferredDate: "2026-11-24" })).preferredDate).toBeUndefined();
    });

    it("decides 'today' when it parses, not when the module loaded", () => {
      expect(errorsFor(validInput({ preferredDate: "2026-11-24" })).preferredDate).toBeUndefined();
      vi.setSystemTime(new Date("2026-11-25T04:30:00Z"));
      expect(errorsFor(validInput({ preferredDate: "2026-11-24" })).preferredDate).toEqual([
        "Please choose today or a later date",
      ]);
    });

    it("refuses a Sunday, when the clinics are closed, and takes Saturday and Monday", () => {
      expect(errorsFor(validInput({ preferredDate: "2026-11-29" })).preferredDate).toEqual([
        "We're closed on Sundays: please choose a day from Monday to Saturday",
      ]);
      expect(errorsFor(validInput({ preferredDate: "2026-11-28" })).preferredDate).toBeUndefined();
      expect(errorsFor(validInput({ preferredDate: "2026-11-30" })).preferredDate).toBeUndefined();
    });

    it("refuses India's national holidays and takes the days around them", () => {
      const closed = ["We're closed on that national holiday: please choose another day"];
      expect(errorsFor(validInput({ preferredDate: "2027-01-26" })).preferredDate).toEqual(closed);
      expect(errorsFor(validInput({ preferredDate: "2027-10-02" })).preferredDate).toEqual(closed);
      expect(errorsFor(validInput({ preferredDate: "2027-01-25" })).preferredDate).toBeUndefined();
      expect(errorsFor(validInput({ preferredDate: "2027-08-14" })).preferredDate).toBeUndefined();
    });

    it("says the Sunday and holiday rules in Hindi from the Hindi schema", () => {
      const hindi = bookingSchemaFor(bookingMessagesFor("hi"));
      const messageFor = (preferredDate: string) => {
        const result = hindi.safeParse(validInput({ preferredDate }));
        return result.success ? undefined : result.error.issues[0]?.message;
      };
      expect(messageFor("2026-11-29")).toBe(
        "रविवार को हमारा क्लिनिक बंद रहता है: कृपया सोमवार से शनिवार तक का कोई दिन चुनें",
      );
      expect(messageFor("2027-01-26")).toBe(
        "उस दिन राष्ट्रीय छुट्टी है और हमारा क्लिनिक बंद रहता है: कृपया कोई दूसरा दिन चुनें",
      );
    });

    it("opens the date field on the first open day", () => {
      expect(firstOpenDay("2026-11-28")).toBe("2026-11-28");
      expect(firstOpenDay("2026-11-29")).toBe("2026-11-30");
      // Republic Day 2028 is a Wednesday; Independence Day 2027 a Sunday.
      expect(firstOpenDay("2028-01-26")).toBe("2028-01-27");
      expect(firstOpenDay("2027-08-15")).toBe("2027-08-16");
    });

    it("is required and must be a real date", () => {
      expect(errorsFor(validInput({ preferredDate: "" })).preferredDate).toEqual([
        "Please choose a preferred date",
      ]);
      expect(errorsFor(validInput({ preferredDate: "2027-02-30" })).preferredDate).toEqual([
        "Please choose a valid date",
      ]);
    });
  });

  describe("time slots", () => {
    it("writes each slot as a clock time, in order, each once", () => {
      const minutes = timeSlots.map((slot) => {
        const match = /^([1-9]|1[0-2]):([0-5]\d) (AM|PM)$/.exec(slot);
        expect(match, slot).not.toBeNull();
        const [, hour = "", minute = "", half] = match ?? [];
        return ((Number(hour) % 12) + (half === "PM" ? 12 : 0)) * 60 + Number(minute);
      });
      expect(minutes.length).toBeGreaterThan(0);
      for (let i = 1; i < minutes.length; i += 1) {
        expect(minutes[i], timeSlots[i]).toBeGreaterThan(minutes[i - 1] ?? 0);
      }
    });

    it.each(timeSlots)("accepts %s", (preferredTime) => {
      expect(errorsFor(validInput({ preferredTime })).preferredTime).toBeUndefined();
    });

    it.each(["", "12:00 PM", "9:00", "09:00 AM", "5:00 PM"])("refuses %j", (preferredTime) => {
      expect(errorsFor(validInput({ preferredTime })).preferredTime).toEqual([
        "Please choose a preferred time",
      ]);
    });
  });

  describe("consultation type and urgency", () => {
    it("names the types without a price: the fee is the one diagnostic fee in rupees", () => {
      expect(Object.values(consultationTypeLabels)).toEqual([
        "Initial Consultation",
        "Second Opinion",
        "Follow-up Consultation",
        "Emergency Consultation",
      ]);
      expect(Object.keys(urgencyLabels)).toEqual(["low", "medium", "high", "emergency"]);
    });

    it("accepts a listed package or condition and city, or none, and refuses others", () => {
      for (const topic of ["", "grade-2-piles", "package-1"]) {
        expect(errorsFor(validInput({ topic })).topic).toBeUndefined();
      }
      for (const city of ["", "jaipur", "kochi"]) {
        expect(errorsFor(validInput({ city })).city).toBeUndefined();
      }
      expect(errorsFor(validInput({ topic: "grade-9-piles" })).topic).toEqual([
        "Please choose one of the listed treatments, or 'Not sure yet'",
      ]);
      expect(errorsFor(validInput({ city: "Jaipur" })).city).toEqual([
        "Please choose one of the listed cities",
      ]);
    });

    it("accepts the form's values and refuses others", () => {
      for (const type of ["initial", "second-opinion", "follow-up", "emergency"]) {
        expect(errorsFor(validInput({ consultationType: type })).consultationType).toBeUndefined();
      }
      expect(
        errorsFor(validInput({ consultationType: "second_opinion" })).consultationType,
      ).toEqual(["Please choose a consultation type"]);
      expect(errorsFor(validInput({ urgency: "" })).urgency).toEqual([
        "Please choose how soon you would like to be seen",
      ]);
    });
  });

  describe("free text", () => {
    it("limits symptoms to 2000 and previous treatment to 1000 characters", () => {
      expect(errorsFor(validInput({ symptoms: "a".repeat(2000) })).symptoms).toBeUndefined();
      expect(errorsFor(validInput({ symptoms: "a".repeat(2001) })).symptoms).toHaveLength(1);
      expect(
        errorsFor(validInput({ previousTreatment: "a".repeat(1001) })).previousTreatment,
      ).toHaveLength(1);
    });

    it("keeps line breaks in what she wrote", () => {
      expect(bookingSchema.parse(validInput({ symptoms: "one\ntwo" })).symptoms).toBe("one\ntwo");
    });
  });

  describe("consent", () => {
    it("needs the privacy consent ticked", () => {
      expect(errorsFor(validInput({ privacyConsent: false })).privacyConsent).toEqual([
        "Please tick the privacy consent to continue",
      ]);
      expect(errorsFor(validInput({ privacyConsent: "true" })).privacyConsent).toHaveLength(1);
    });

    it("leaves communication consent optional, off unless ticked", () => {
      const input = validInput() as Record<string, unknown>;
      delete input.communicationConsent;
      expect(bookingSchema.parse(input).communicationConsent).toBe(false);
      expect(
        bookingSchema.parse(validInput({ communicationConsent: true })).communicationConsent,
      ).toBe(true);
    });
  });

  describe("idempotency key and honeypot", () => {
    it("needs a UUID idempotency key", () => {
      expect(errorsFor(validInput({ idempotencyKey: "" })).idempotencyKey).toHaveLength(1);
      expect(errorsFor(validInput({ idempotencyKey: "not-a-uuid" })).idempotencyKey).toHaveLength(
        1,
      );
    });

    it("refuses a filled-in honeypot", () => {
      expect(errorsFor(validInput({ website: "https://spam.example" })).website).toEqual([
        "Please leave this field empty",
      ]);
    });
  });
});
