import { randomUUID } from "node:crypto";
import { afterAll, beforeEach, describe, expect, it, vi } from "vitest";
import { submitBooking } from "@/lib/actions/booking";
import {
  bookingDetailLimits,
  bookingRateLimit,
  createBooking,
  phoneRateLimitSubject,
} from "@/lib/booking/submit";
import { db } from "@/lib/db";
import type { PrismaClient } from "@/lib/generated/prisma/client";
import { CLIENT_ADDRESS_HEADER } from "@/lib/server/client-address.mjs";
import { clientIp } from "@/lib/server/client-ip";
import { ipRateLimitSubject } from "@/lib/server/rate-limit";
import { holidays } from "@/content/holidays";
import {
  aYearAfter,
  bookingSchema,
  isHoliday,
  isSunday,
  todayInIndia,
} from "@/lib/validations/booking";
import { NUL_MESSAGE } from "@/lib/validations/text";
import { callAction } from "@/tests/fixtures/call-action";
import { openDayAhead } from "@/tests/fixtures/india-days";
import { uniquePhone as freshPhone } from "@/tests/fixtures/phones";
import { createTestPrisma, resetDatabase } from "@/tests/fixtures/db";

const prisma = createTestPrisma();

/** An open day about a week ahead in India, so the date rules never trip. */
function nextWeek(): string {
  return openDayAhead(7);
}

function bookingInput(overrides: Record<string, unknown> = {}) {
  return {
    firstName: "Meera",
    lastName: "Iyer",
    email: `meera.${randomUUID().slice(0, 8)}@example.com`,
    phone: freshPhone(),
    age: 41,
    preferredDate: nextWeek(),
    preferredTime: "2:30 PM",
    consultationType: "second-opinion",
    symptoms: "Discomfort for two weeks",
    previousTreatment: "",
    urgency: "high",
    privacyConsent: true,
    communicationConsent: true,
    idempotencyKey: randomUUID(),
    website: "",
    ...overrides,
  };
}

/** The form as submitBooking hands it to createBooking, once the schema has passed it. */
function parsed(input: unknown) {
  return bookingSchema.parse(input);
}

/**
 * The action itself, for input its schema refuses: refused before its body, so these calls need
 * no request (no address, cookie or session), and nothing is stored or counted.
 */
function submit(input: unknown) {
  return callAction(submitBooking, input);
}

/** A fresh address per test, so tests never share a rate-limit bucket. */
let ipCounter = 0;
function freshIp(): string {
  ipCounter += 1;
  return `203.0.113.${ipCounter}`;
}

beforeEach(async () => {
  await resetDatabase(prisma);
});

afterAll(async () => {
  await prisma.$disconnect();
  await db.$disconnect();
});

describe("createBooking", () => {
  it("stores one new request with both consents and when they were given", async () => {
    const now = new Date();
    const input = bookingInput();
    const result = await createBooking(parsed(input), { ip: freshIp(), now });

    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.data.reference).toMatch(/^SC-[0-9A-HJKMNP-TV-Z]{5}-[0-9A-HJKMNP-TV-Z]{5}$/);

    const rows = await prisma.consultationRequest.findMany();
    expect(rows).toHaveLength(1);
    const row = rows[0];
    expect(row).toMatchObject({
      reference: result.data.reference,
      idempotencyKey: input.idempotencyKey,
      firstName: "Meera",
      lastName: "Iyer",
      email: input.email,
      age: 41,
      preferredTime: "2:30 PM",
      consultationType: "second_opinion",
      urgency: "high",
      symptoms: "Discomfort for two weeks",
      previousTreatment: null,
      status: "new",
      privacyConsent: true,
      communicationConsent: true,
      patientId: null,
    });
    expect(row?.preferredDate.toISOString().slice(0, 10)).toBe(input.preferredDate);
    expect(row?.privacyConsentAt.getTime()).toBe(now.getTime());
    expect(row?.communicationConsentAt?.getTime()).toBe(now.getTime());
  });

  it("records no communication consent time when it is not ticked", async () => {
    const result = await createBooking(parsed(bookingInput({ communicationConsent: false })), {
      ip: freshIp(),
    });
    expect(result.ok).toBe(true);
    const row = await prisma.consultationRequest.findFirstOrThrow();
    expect(row.communicationConsent).toBe(false);
    expect(row.communicationConsentAt).toBeNull();
  });

  it("queues one discreet confirmation e-mail with her reference and what she asked for", async () => {
    const input = parsed(
      bookingInput({
        topic: "grade-2-piles",
        contactMethod: "whatsapp",
        noCalls: true,
        contactWindow: "evening",
      }),
    );
    const result = await createBooking(input, { ip: freshIp() });
    if (!result.ok) throw new Error(result.error);
    // A retry of the same booking sends nothing more.
    await createBooking(input, { ip: freshIp() });

    const mails = await prisma.outboxEmail.findMany();
    expect(mails).toHaveLength(1);
    const mail = mails[0];
    expect(mail).toMatchObject({ to: input.email, purpose: "booking-received", sentAt: null });
    expect(mail?.subject).toBe(`We have your request, ${result.data.reference}`);
    expect(mail?.text).toContain(`Your reference is ${result.data.reference}`);
    expect(mail?.text).toContain("- Second Opinion");
    expect(mail?.text).toContain("2:30 PM");
    expect(mail?.text).toContain(
      "- How we contact you: WhatsApp (no calls), Evenings, 4 PM to 8 PM",
    );
    // Nothing about her health or the kind of clinic, in the subject or the body.
    expect(`${mail?.subject}\n${mail?.text}`).not.toMatch(
      /piles|fissure|fistula|proctolog|Discomfort/i,
    );
  });

  it("keeps the package and city she booked from, and refuses ones the catalogue lacks", async () => {
    const result = await createBooking(
      parsed(bookingInput({ topic: "grade-2-piles", city: "jaipur" })),
      { ip: freshIp() },
    );
    expect(result.ok).toBe(true);
    const row = await prisma.consultationRequest.findFirstOrThrow();
    expect(row).toMatchObject({ topic: "grade-2-piles", city: "jaipur" });

    // Without them (most bookings), nothing is stored for either.
    await createBooking(parsed(bookingInput()), { ip: freshIp() });
    expect(await prisma.consultationRequest.count({ where: { topic: null, city: null } })).toBe(1);

    const refused = await submit(bookingInput({ topic: "grade-9-piles", city: "atlantis" }));
    expect(refused).toMatchObject({
      ok: false,
      fieldErrors: {
        topic: ["Please choose one of the listed treatments, or 'Not sure yet'"],
        city: ["Please choose one of the listed cities"],
      },
    });
    expect(await prisma.consultationRequest.count()).toBe(2);
  });

  it("refuses bad input with a message per field and stores nothing", async () => {
    const result = await submit(
      bookingInput({ firstName: "", email: "nope", age: 17, privacyConsent: false }),
    );
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.error).toBe("Please check the highlighted fields.");
    expect(result.fieldErrors?.firstName).toEqual(["Please enter your first name"]);
    expect(result.fieldErrors?.email?.[0]).toMatch(/valid email/);
    expect(result.fieldErrors?.age).toEqual(["Age must be between 18 and 100"]);
    expect(result.fieldErrors?.privacyConsent).toEqual([
      "Please tick the privacy consent to continue",
    ]);
    expect(await prisma.consultationRequest.count()).toBe(0);
    expect(await prisma.rateLimitBucket.count()).toBe(0);
  });

  it("answers a booking from the Hindi form in Hindi, from the same rules", async () => {
    const result = await submit(
      bookingInput({ locale: "hi", firstName: "", email: "nope", age: 17, privacyConsent: false }),
    );
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.error).toBe("कृपया लाल रंग में दिखाए गए सवाल देख लें।");
    expect(result.fieldErrors?.firstName).toEqual(["कृपया अपना पहला नाम लिखें"]);
    expect(result.fieldErrors?.email).toEqual(["कृपया सही ईमेल पता लिखें, जैसे name@example.com"]);
    expect(result.fieldErrors?.age).toEqual(["उम्र 18 से 100 साल के बीच होनी चाहिए"]);
    expect(Object.keys(result.fieldErrors ?? {}).sort()).toEqual([
      "age",
      "email",
      "firstName",
      "privacyConsent",
    ]);
    expect(await prisma.consultationRequest.count()).toBe(0);
  });

  it("stores the language she booked in, and writes her confirmation in it", async () => {
    const input = parsed(bookingInput({ locale: "hi", contactMethod: "sms" }));
    const result = await createBooking(input, { ip: freshIp() });
    if (!result.ok) throw new Error(result.error);
    const stored = await prisma.consultationRequest.findUniqueOrThrow({
      where: { reference: result.data.reference },
    });
    expect(stored.locale).toBe("hi");
    const [mail] = await prisma.outboxEmail.findMany();
    expect(mail?.subject).toBe(`आपका अनुरोध हमें मिल गया, ${result.data.reference}`);
    expect(mail?.text).toContain("- दूसरी राय");
    expect(mail?.text).toContain("दोपहर 2:30");
    expect(mail?.text).toContain("- हम कैसे संपर्क करेंगे: एसएमएस, कभी भी, सुबह 9 से रात 8 बजे तक");
    // As discreet as the English one: nothing about her health.
    expect(`${mail?.subject}\n${mail?.text}`).not.toMatch(/Discomfort|बवासीर|फ़िशर|भगंदर/);
    // An English booking stays English.
    const english = parsed(bookingInput());
    expect(english.locale).toBe("en");
  });

  it("refuses a date before today in India and stores nothing", async () => {
    const yesterday = todayInIndia(new Date(Date.now() - 24 * 60 * 60 * 1000));
    const result = await submit(bookingInput({ preferredDate: yesterday }));
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.fieldErrors?.preferredDate).toEqual(["Please choose today or a later date"]);
    expect(await prisma.consultationRequest.count()).toBe(0);
  });

  it("refuses a date more than a year ahead, 9999-12-31 included, and stores nothing", async () => {
    const latest = aYearAfter(todayInIndia());
    const dayAfter = todayInIndia(
      new Date(Date.parse(`${latest}T12:00:00Z`) + 24 * 60 * 60 * 1000),
    );
    for (const preferredDate of [dayAfter, "9999-12-31"]) {
      const result = await submit(bookingInput({ preferredDate }));
      expect(result.ok).toBe(false);
      if (result.ok) return;
      expect(result.fieldErrors?.preferredDate).toEqual([
        "Please choose a date within the next 12 months",
      ]);
    }
    expect(await prisma.consultationRequest.count()).toBe(0);
    // The last day she may ask for, or the last open one before it.
    let lastOpen = latest;
    while (isSunday(lastOpen) || isHoliday(lastOpen)) {
      lastOpen = new Date(Date.parse(`${lastOpen}T00:00:00Z`) - 24 * 60 * 60 * 1000)
        .toISOString()
        .slice(0, 10);
    }
    expect(
      (await createBooking(parsed(bookingInput({ preferredDate: lastOpen })), { ip: freshIp() }))
        .ok,
    ).toBe(true);
  });

  it("refuses a Sunday and a national holiday, in her language, and stores nothing", async () => {
    const days = Array.from({ length: 7 }, (_, i) =>
      todayInIndia(new Date(Date.now() + (i + 1) * 24 * 60 * 60 * 1000)),
    );
    const sunday = days.find(isSunday);
    const today = todayInIndia();
    const holiday = holidays.find(
      ({ date }) => date > today && date <= aYearAfter(today) && !isSunday(date),
    )?.date;
    expect(sunday).toBeDefined();
    expect(holiday).toBeDefined();

    const cases = [
      ["en", sunday, "We're closed on Sundays: please choose a day from Monday to Saturday"],
      ["hi", sunday, "रविवार को हमारा क्लिनिक बंद रहता है: कृपया सोमवार से शनिवार तक का कोई दिन चुनें"],
      ["en", holiday, "We're closed on that national holiday: please choose another day"],
      ["hi", holiday, "उस दिन राष्ट्रीय छुट्टी है और हमारा क्लिनिक बंद रहता है: कृपया कोई दूसरा दिन चुनें"],
    ] as const;
    for (const [locale, preferredDate, message] of cases) {
      const result = await submit(bookingInput({ preferredDate, locale }));
      expect(result.ok).toBe(false);
      if (result.ok) return;
      expect(result.fieldErrors?.preferredDate).toEqual([message]);
    }
    expect(await prisma.consultationRequest.count()).toBe(0);
  });

  it("stores names without bidirectional controls or zero-width characters", async () => {
    const result = await createBooking(
      parsed(
        bookingInput({
          firstName: "\u202EareeM\u202C",
          lastName: "Iy\u200Ber\u2066",
          symptoms: "Pain\u200F after\uFEFF meals",
        }),
      ),
      { ip: freshIp() },
    );
    expect(result.ok).toBe(true);
    expect(
      await prisma.consultationRequest.findFirstOrThrow({
        select: { firstName: true, lastName: true, symptoms: true },
      }),
    ).toEqual({ firstName: "areeM", lastName: "Iyer", symptoms: "Pain after meals" });
  });

  it("refuses a NUL character with a message on its field, not 'try again later'", async () => {
    for (const field of ["firstName", "lastName", "symptoms", "previousTreatment"]) {
      const result = await submit(bookingInput({ [field]: "Asha\u0000" }));
      expect(result.ok).toBe(false);
      if (result.ok) return;
      expect(result.fieldErrors?.[field]).toEqual([NUL_MESSAGE]);
    }
    expect(await prisma.consultationRequest.count()).toBe(0);
  });

  it("pretends a filled honeypot worked but stores and counts nothing", async () => {
    const result = await submit(bookingInput({ website: "https://spam.example" }));
    expect(result.ok).toBe(true);
    expect(await prisma.consultationRequest.count()).toBe(0);
    expect(await prisma.rateLimitBucket.count()).toBe(0);
  });

  it("stores 20 concurrent submissions with one idempotency key exactly once, all ok", async () => {
    const input = bookingInput();
    const ip = freshIp();
    const results = await Promise.all(
      Array.from({ length: 20 }, () => createBooking(parsed({ ...input }), { ip })),
    );

    expect(results.every((r) => r.ok)).toBe(true);
    const references = new Set(results.map((r) => (r.ok ? r.data.reference : null)));
    expect(references.size).toBe(1);
    expect(await prisma.consultationRequest.count()).toBe(1);
    // The replays were answered, not counted against any of her limits.
    const buckets = await prisma.rateLimitBucket.findMany();
    expect(buckets.map((b) => b.count)).toEqual([1, 1, 1, 1, 1]);
  });

  it("answers a retry after success with the same reference", async () => {
    const input = bookingInput();
    const ip = freshIp();
    const first = await createBooking(parsed(input), { ip });
    // The same details as the schema cleans them: spacing she typed differently is the same booking.
    const retry = await createBooking(parsed({ ...input, firstName: ` ${input.firstName} ` }), {
      ip,
    });
    expect(first.ok && retry.ok && first.data.reference === retry.data.reference).toBe(true);
    expect(await prisma.consultationRequest.count()).toBe(1);
  });

  it("refuses a key reused with other details, never answering with the first reference", async () => {
    const input = bookingInput();
    const first = await createBooking(parsed(input), { ip: freshIp() });
    expect(first.ok).toBe(true);
    const other = await createBooking(
      parsed({ ...input, firstName: "Lakshmi", email: "lakshmi@example.com" }),
      { ip: freshIp() },
    );
    expect(other).toEqual({
      ok: false,
      error:
        "This form was already sent with different details. Please reload the page to make a new booking.",
      fieldErrors: {},
    });
    expect(JSON.stringify(other)).not.toContain(first.ok ? first.data.reference : "-");
    const rows = await prisma.consultationRequest.findMany({ select: { firstName: true } });
    expect(rows).toEqual([{ firstName: "Meera" }]);
  });

  it("lets 60 bookings an hour through one address, as a carrier's NAT shares it, and refuses the 61st", async () => {
    expect(bookingRateLimit.limit).toBe(60);
    const ip = freshIp();
    const now = new Date();
    for (let i = 0; i < bookingRateLimit.limit; i += 1) {
      const result = await createBooking(parsed(bookingInput()), { ip, now });
      expect(result.ok).toBe(true);
    }

    const refused = bookingInput();
    const next = await createBooking(parsed(refused), {
      ip,
      now: new Date(now.getTime() + 1000),
    });
    expect(next).toEqual({
      ok: false,
      error:
        "We've had a great many booking requests from your connection in the last hour, so we've paused new ones from it for now. Your answers are still in the form: please call us on +91 98765 43210 and we'll book it for you, or try again later.",
      fieldErrors: {},
    });
    expect(await prisma.consultationRequest.count()).toBe(60);
    expect(await prisma.consultationRequest.count({ where: { email: refused.email } })).toBe(0);

    // Another address is not affected.
    expect((await createBooking(parsed(bookingInput()), { ip: freshIp(), now })).ok).toBe(true);
  });

  it("refuses a 4th booking with one phone number within the hour, however it is written", async () => {
    const now = new Date();
    const phone = freshPhone();
    const national = phone.replace(/\D/g, "").slice(2);
    // From three addresses, as from three networks: the number is what is counted.
    for (const written of [phone, `0${national}`, national]) {
      const result = await createBooking(parsed(bookingInput({ phone: written })), {
        ip: freshIp(),
        now,
      });
      expect(result.ok).toBe(true);
    }

    const refused = bookingInput({ phone: `+91-${national}` });
    const fourth = await createBooking(parsed(refused), { ip: freshIp(), now });
    expect(fourth).toEqual({
      ok: false,
      error:
        "We've already received several booking requests with this phone number or email, so we've paused new ones for now. Your answers are still in the form: please call us on +91 98765 43210 and we'll book it for you.",
      fieldErrors: {},
    });
    // Nothing of the refused booking is kept: no row, no mail, no consent, no count.
    expect(await prisma.consultationRequest.count()).toBe(3);
    expect(await prisma.consultationRequest.count({ where: { email: refused.email } })).toBe(0);
    expect(await prisma.outboxEmail.count()).toBe(3);
    expect(await prisma.consent.count({ where: { purpose: "care" } })).toBe(3);
    const buckets = await prisma.rateLimitBucket.findMany({
      where: { key: { startsWith: "booking-email-hour:" } },
    });
    expect(buckets).toHaveLength(3);

    // Another number from the same addresses goes through.
    expect((await createBooking(parsed(bookingInput()), { ip: freshIp(), now })).ok).toBe(true);
  });

  it("refuses a 7th booking with one phone number within the day, hour after hour", async () => {
    const phone = freshPhone();
    const start = new Date("2026-11-30T00:10:00.000Z");
    const at = (hours: number) => new Date(start.getTime() + hours * 60 * 60 * 1000);
    for (const hours of [0, 0, 0, 1, 1, 1]) {
      const result = await createBooking(parsed(bookingInput({ phone })), {
        ip: freshIp(),
        now: at(hours),
      });
      expect(result.ok).toBe(true);
    }
    const seventh = await createBooking(parsed(bookingInput({ phone })), {
      ip: freshIp(),
      now: at(2),
    });
    expect(seventh.ok).toBe(false);
    if (!seventh.ok) expect(seventh.error).toContain("+91 98765 43210");
    expect(await prisma.consultationRequest.count()).toBe(6);
  });

  it("refuses a 4th booking with one e-mail within the hour, whatever its capitals, in her language", async () => {
    const now = new Date();
    const email = `Meera.${randomUUID().slice(0, 8)}@Example.com`;
    for (let i = 0; i < 3; i += 1) {
      const result = await createBooking(parsed(bookingInput({ email })), { ip: freshIp(), now });
      expect(result.ok).toBe(true);
    }
    const fourth = await createBooking(
      parsed(bookingInput({ email: ` ${email.toLowerCase()} `, locale: "hi" })),
      { ip: freshIp(), now },
    );
    expect(fourth).toEqual({
      ok: false,
      error:
        "इस फ़ोन नंबर या ईमेल से हमें पहले ही कई बुकिंग अनुरोध मिल चुके हैं, इसलिए हमने नए अनुरोध कुछ देर के लिए रोक दिए हैं। आपके जवाब फ़ॉर्म में ही हैं: हमें +91 98765 43210 पर फ़ोन करें, हम आपके लिए बुक कर देंगे।",
      fieldErrors: {},
    });
    expect(await prisma.consultationRequest.count()).toBe(3);
  });

  it("limits a phone number and an e-mail to 3 an hour and 6 a day", () => {
    expect(bookingDetailLimits.map(({ name, limit }) => [name, limit])).toEqual([
      ["booking-phone-hour", 3],
      ["booking-phone-day", 6],
      ["booking-email-hour", 3],
      ["booking-email-day", 6],
    ]);
    expect(phoneRateLimitSubject("+91 98765 43210")).toBe("phone:919876543210");
    expect(phoneRateLimitSubject("098765-43210")).toBe("phone:919876543210");
    expect(phoneRateLimitSubject("9876543210")).toBe("phone:919876543210");
    expect(phoneRateLimitSubject("+44 20 7946 0958")).toBe("phone:442079460958");
  });

  it("lets only the limit through when one phone number books concurrently", async () => {
    const phone = freshPhone();
    const results = await Promise.all(
      Array.from({ length: 8 }, () =>
        createBooking(parsed(bookingInput({ phone })), { ip: freshIp() }),
      ),
    );
    expect(results.filter((r) => r.ok)).toHaveLength(3);
    expect(await prisma.consultationRequest.count()).toBe(3);
  });

  it("keeps only keyed hashes of the address, the phone number and the e-mail", async () => {
    const ip = "198.51.100.77";
    const input = bookingInput();
    await createBooking(parsed(input), { ip });
    const keys = (await prisma.rateLimitBucket.findMany()).map((bucket) => bucket.key).sort();
    expect(keys.map((key) => key.split(":")[0])).toEqual([
      "booking-email-day",
      "booking-email-hour",
      "booking-ip",
      "booking-phone-day",
      "booking-phone-hour",
    ]);
    for (const key of keys) {
      expect(key).toMatch(/^[a-z-]+:[0-9a-f]{64}$/);
      expect(key).not.toContain("198.51");
      expect(key).not.toContain(input.phone.replace(/\D/g, "").slice(2));
      expect(key).not.toContain("meera");
    }
  });

  it("answers an unexpected failure with a generic message and logs no patient details", async () => {
    // lib/db's export is a proxy over one client created on first use: spy on that client.
    await db.$queryRaw`SELECT 1`;
    const client = (globalThis as unknown as { sahelicareDb: PrismaClient }).sahelicareDb;
    const spy = vi.spyOn(console, "error").mockImplementation(() => {});
    const failing = vi
      .spyOn(client, "$transaction")
      .mockRejectedValueOnce(new Error("unexpected failure for meera.secret@example.com"));
    try {
      const input = bookingInput({ email: "meera.secret@example.com" });
      const result = await createBooking(parsed(input), { ip: freshIp() });
      expect(result.ok).toBe(false);
      if (result.ok) return;
      expect(result.error).toMatch(/couldn't book your consultation/);
      const logged = JSON.stringify(spy.mock.calls);
      expect(logged).not.toContain("meera");
      expect(logged).not.toContain("Iyer");
      expect(logged).not.toContain("98765");
    } finally {
      failing.mockRestore();
      spy.mockRestore();
    }
  });
  it("tells her nothing was saved while the database is away, without a log line per booking", async () => {
    await db.$queryRaw`SELECT 1`;
    const client = (globalThis as unknown as { sahelicareDb: PrismaClient }).sahelicareDb;
    const spy = vi.spyOn(console, "error").mockImplementation(() => {});
    const refused = Object.assign(new Error("connect ECONNREFUSED 127.0.0.1:5432"), {
      code: "ECONNREFUSED",
    });
    const failing = vi.spyOn(client, "$transaction").mockRejectedValueOnce(refused);
    try {
      const result = await createBooking(parsed(bookingInput()), { ip: freshIp() });
      expect(result.ok).toBe(false);
      if (result.ok) return;
      expect(result.error).toMatch(/nothing was saved/);
      expect(result.error).toMatch(/try again in a minute/);
      expect(result.fieldErrors).toEqual({});
      expect(spy).not.toHaveBeenCalled();
    } finally {
      failing.mockRestore();
      spy.mockRestore();
    }
  });
});

describe("client address", () => {
  it("is unknown, with one warning, outside scripts/serve.mjs, whatever the headers say", () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    try {
      const sent = new Headers({
        [CLIENT_ADDRESS_HEADER]: "203.0.113.9",
        "x-forwarded-for": "203.0.113.9",
        "x-real-ip": "203.0.113.9",
      });
      expect(clientIp(sent)).toBeNull();
      expect(clientIp(sent)).toBeNull();
      expect(warn).toHaveBeenCalledTimes(1);
      expect(String(warn.mock.calls[0]?.[0])).toMatch(/scripts\/serve\.mjs/);
    } finally {
      warn.mockRestore();
    }
  });

  it("counts an IPv6 address by its /64 and a mapped IPv4 address as IPv4", () => {
    expect(ipRateLimitSubject("2001:db8:1:2:aaaa::1")).toBe("ip6:2001:db8:1:2::/64");
    expect(ipRateLimitSubject("2001:db8:1:2:bbbb:cccc:dddd:eeee")).toBe("ip6:2001:db8:1:2::/64");
    expect(ipRateLimitSubject("::ffff:203.0.113.5")).toBe("ip:203.0.113.5");
    expect(ipRateLimitSubject("203.0.113.5")).toBe("ip:203.0.113.5");
    expect(ipRateLimitSubject(null)).toBe("ip:unknown");
  });
});

describe("discreet contact", () => {
  it("stores how and when she wants to be contacted", async () => {
    const result = await createBooking(
      parsed(bookingInput({ contactMethod: "whatsapp", noCalls: true, contactWindow: "evening" })),
      { ip: freshIp() },
    );
    expect(result.ok).toBe(true);
    const row = await prisma.consultationRequest.findFirstOrThrow();
    expect(row).toMatchObject({
      contactMethod: "whatsapp",
      noCalls: true,
      contactWindow: "evening",
    });
  });

  it("refuses a phone call after 'Please don't call me', and stores nothing", async () => {
    const result = await submit(bookingInput({ contactMethod: "phone_call", noCalls: true }));
    expect(result).toMatchObject({
      ok: false,
      fieldErrors: {
        contactMethod: ["You asked us not to call: please choose WhatsApp, SMS or email."],
      },
    });
    expect(await prisma.consultationRequest.count()).toBe(0);
  });

  it("defaults to a phone call at any time when the form sends no preference", async () => {
    await createBooking(parsed(bookingInput()), { ip: freshIp() });
    const row = await prisma.consultationRequest.findFirstOrThrow();
    expect(row).toMatchObject({
      contactMethod: "phone_call",
      noCalls: false,
      contactWindow: "anytime",
    });
  });
});

describe("a booking's history", () => {
  it("starts with its creation, by her when she booked signed in", async () => {
    const patient = await prisma.user.create({
      data: {
        email: `p.${randomUUID().slice(0, 8)}@example.com`,
        passwordHash: "x",
        role: "patient",
        status: "active",
        firstName: "Meera",
        lastName: "Iyer",
      },
    });
    const result = await createBooking(parsed(bookingInput()), {
      ip: freshIp(),
      patientId: patient.id,
    });
    expect(result.ok).toBe(true);
    const row = await prisma.consultationRequest.findFirstOrThrow({ include: { events: true } });
    expect(row.patientId).toBe(patient.id);
    expect(row.events).toMatchObject([{ type: "created", actorId: patient.id }]);
    await prisma.consultationRequest.deleteMany();
    await prisma.user.delete({ where: { id: patient.id } });
  });
});

describe("consent per purpose", () => {
  it("records each purpose she agreed to, with the wording's version, the time and the form", async () => {
    const now = new Date("2026-11-23T05:00:00.000Z");
    await createBooking(
      parsed(bookingInput({ communicationConsent: false, offersConsent: true })),
      {
        ip: freshIp(),
        now,
      },
    );
    const consents = await prisma.consent.findMany({ orderBy: { purpose: "asc" } });
    expect(consents.map((c) => c.purpose)).toEqual(["care", "offers"]);
    for (const consent of consents) {
      expect(consent).toMatchObject({
        version: "2026-11-23",
        method: "booking_form",
        withdrawnAt: null,
        userId: null,
      });
      expect(consent.givenAt.getTime()).toBe(now.getTime());
    }
  });

  it("leaves the optional purposes out unless she ticks them", async () => {
    await createBooking(parsed(bookingInput({ communicationConsent: false })), { ip: freshIp() });
    expect((await prisma.consent.findMany()).map((c) => c.purpose)).toEqual(["care"]);
  });
});
