import { randomUUID } from "node:crypto";
import { afterAll, beforeEach, describe, expect, it } from "vitest";
import { confirmBookingDeletionLink, requestBookingDeletionLink } from "@/lib/actions/privacy";
import { createBooking } from "@/lib/booking/submit";
import { db } from "@/lib/db";
import { deliverDueEmails } from "@/lib/mail/outbox";
import {
  confirmBookingDeletion,
  deletionMessages,
  deletionRequestSchema,
  requestBookingDeletion,
} from "@/lib/privacy/booking-deletion";
import { bookingSchema } from "@/lib/validations/booking";
import { bookingDeletionCopy } from "@/lib/i18n/localized";
import { callAction } from "@/tests/fixtures/call-action";
import { createTestPrisma, resetDatabase } from "@/tests/fixtures/db";
import { openDayAhead } from "@/tests/fixtures/india-days";

/** A signed-out visitor erases her booking through a one-time link sent to her e-mail. */

const prisma = createTestPrisma();
let ipCount = 0;
const nextIp = () => `198.51.100.${(ipCount += 1)}`;

async function book(email: string) {
  const result = await createBooking(
    // As submitBooking hands it on, once the schema has passed it.
    bookingSchema.parse({
      firstName: "Divya",
      lastName: "Kulkarni",
      email,
      phone: "+91 91234 56789",
      age: 29,
      preferredDate: openDayAhead(2),
      preferredTime: "3:00 PM",
      consultationType: "initial",
      urgency: "low",
      symptoms: "Pain after childbirth",
      privacyConsent: true,
      idempotencyKey: randomUUID(),
    }),
    { ip: nextIp() },
  );
  if (!result.ok) throw new Error(result.error);
}

/** The token from the last e-mail in the outbox, as she would click it. */
async function tokenFromOutbox(): Promise<string> {
  const email = await prisma.outboxEmail.findFirstOrThrow({
    where: { purpose: "booking-deletion" },
    orderBy: { createdAt: "desc" },
  });
  const match = email.text.match(/token=([A-Za-z0-9_-]+)/);
  if (!match?.[1]) throw new Error("no link in the e-mail");
  return match[1];
}

beforeEach(async () => {
  await resetDatabase(prisma);
});

afterAll(async () => {
  await prisma.$disconnect();
  await db.$disconnect();
});

describe("deleting a booking made without an account", () => {
  it("sends a one-time link and erases her booking once she confirms", async () => {
    const email = `divya.${randomUUID().slice(0, 6)}@example.com`;
    await book(email);
    await book("someone.else@example.com");

    // As the action hands it on: the schema trims and lower-cases the address she typed.
    const typed = deletionRequestSchema.parse({ email: ` ${email.toUpperCase()} ` });
    expect(await requestBookingDeletion(typed, { ip: nextIp() })).toEqual({
      ok: true,
      data: { message: deletionMessages.requested },
    });
    const outbox = await prisma.outboxEmail.findMany({ where: { purpose: "booking-deletion" } });
    expect(outbox).toHaveLength(1);
    expect(outbox[0]).toMatchObject({ to: email, purpose: "booking-deletion", sentAt: null });
    // The e-mail names no condition.
    expect(`${outbox[0]?.subject} ${outbox[0]?.text}`).not.toMatch(/piles|fissure|fistula|pain/i);
    // Only the token's hash is stored.
    const token = await tokenFromOutbox();
    expect(JSON.stringify(await prisma.deletionRequest.findMany())).not.toContain(token);

    expect(await confirmBookingDeletion(token)).toEqual({ ok: true, data: { erased: 1 } });
    const rows = await prisma.consultationRequest.findMany({ orderBy: { email: "asc" } });
    const erased = rows.find((row) => row.anonymisedAt !== null);
    expect(erased).toMatchObject({ firstName: "Anonymised", phone: "", symptoms: null });
    expect(JSON.stringify(rows)).not.toContain(email);
    expect(rows.find((row) => row.email === "someone.else@example.com")?.anonymisedAt).toBeNull();

    expect(await confirmBookingDeletion(token)).toEqual({
      ok: false,
      error: deletionMessages.linkUsed,
    });
  });

  it("answers alike whether or not the address has bookings, and e-mails only when it has", async () => {
    const result = await requestBookingDeletion({ email: "nobody@example.com" }, { ip: nextIp() });
    expect(result).toEqual({ ok: true, data: { message: deletionMessages.requested } });
    expect(await prisma.outboxEmail.count({ where: { purpose: "booking-deletion" } })).toBe(0);
  });

  it("never erases a booking held by an account", async () => {
    const email = `divya.${randomUUID().slice(0, 6)}@example.com`;
    await book(email);
    const user = await prisma.user.create({
      data: {
        email,
        passwordHash: "x",
        role: "patient",
        status: "active",
        firstName: "D",
        lastName: "K",
      },
    });
    await prisma.consultationRequest.updateMany({ data: { patientId: user.id } });
    await requestBookingDeletion({ email }, { ip: nextIp() });
    expect(await prisma.outboxEmail.count({ where: { purpose: "booking-deletion" } })).toBe(0);
  });

  it("refuses expired, unknown and malformed links", async () => {
    const email = `divya.${randomUUID().slice(0, 6)}@example.com`;
    await book(email);
    await requestBookingDeletion({ email }, { ip: nextIp() });
    const token = await tokenFromOutbox();
    const tomorrow = new Date(Date.now() + 25 * 60 * 60 * 1000);
    expect(await confirmBookingDeletion(token, tomorrow)).toEqual({
      ok: false,
      error: deletionMessages.linkExpired,
    });
    expect(await confirmBookingDeletion("A".repeat(43))).toEqual({
      ok: false,
      error: deletionMessages.linkInvalid,
    });
    // Refused by the action's schema before the database is asked, whatever arrives.
    for (const input of [{ token: "../../etc" }, {}, { link: "A".repeat(43) }, null]) {
      expect(await callAction(confirmBookingDeletionLink, input)).toMatchObject({
        ok: false,
        error: deletionMessages.linkInvalid,
      });
    }
    expect(await prisma.consultationRequest.count({ where: { anonymisedAt: { not: null } } })).toBe(
      0,
    );
  });

  it("limits requests per address and quietly per e-mail", async () => {
    const email = `divya.${randomUUID().slice(0, 6)}@example.com`;
    await book(email);
    const ip = nextIp();
    for (let i = 0; i < 5; i += 1) await requestBookingDeletion({ email }, { ip: nextIp() });
    // Three e-mails a day to one address, whoever asks.
    expect(await prisma.outboxEmail.count({ where: { purpose: "booking-deletion" } })).toBe(3);
    for (let i = 0; i < 5; i += 1)
      await requestBookingDeletion({ email: `x${i}@example.com` }, { ip });
    expect(await requestBookingDeletion({ email }, { ip })).toEqual({
      ok: false,
      error: deletionMessages.tooMany,
    });
  });

  it("refuses something that is not an e-mail address", async () => {
    expect(await requestBookingDeletionLink({ email: "not-an-email" })).toEqual({
      ok: false,
      error: deletionMessages.invalidEmail,
      fieldErrors: { email: [deletionMessages.invalidEmail] },
    });
    for (const input of [{}, { address: "divya@example.com" }, "divya@example.com"]) {
      expect(await callAction(requestBookingDeletionLink, input)).toMatchObject({
        ok: false,
        error: deletionMessages.invalidEmail,
      });
    }
    expect(await prisma.deletionRequest.count()).toBe(0);
  });
});

describe("in Hindi", () => {
  const hindi = bookingDeletionCopy("hi");

  it("answers, mails and confirms in the language of the page she asked from", async () => {
    const email = `divya.${randomUUID().slice(0, 6)}@example.com`;
    await book(email);

    expect(await requestBookingDeletionLink({ email, locale: "hi" })).toEqual({
      ok: true,
      data: { message: hindi.deletionMessages.requested },
    });
    const mail = await prisma.outboxEmail.findFirstOrThrow({
      where: { purpose: "booking-deletion" },
    });
    expect(mail.subject).toBe(hindi.deletionMail.subject);
    expect(mail.text).toContain("नमस्ते");
    // The link opens the Hindi page.
    expect(mail.text).toMatch(/\/hi\/delete-my-booking\/confirm\?token=/);

    const token = await tokenFromOutbox();
    expect(await confirmBookingDeletionLink({ token, locale: "hi" })).toEqual({
      ok: true,
      data: { erased: 1 },
    });
    expect(await confirmBookingDeletionLink({ token, locale: "hi" })).toEqual({
      ok: false,
      error: hindi.deletionMessages.linkUsed,
    });
  });

  it("says what is wrong in Hindi, from the same rules", async () => {
    const invalid = hindi.deletionMessages.invalidEmail;
    expect(await requestBookingDeletionLink({ email: "not-an-email", locale: "hi" })).toEqual({
      ok: false,
      error: invalid,
      fieldErrors: { email: [invalid] },
    });
    expect(await confirmBookingDeletionLink({ token: "short", locale: "hi" })).toMatchObject({
      ok: false,
      error: hindi.deletionMessages.linkInvalid,
    });
    // Any other language asked for is English.
    expect(
      await callAction(requestBookingDeletionLink, { email: "not-an-email", locale: "fr" }),
    ).toMatchObject({ ok: false, error: deletionMessages.invalidEmail });
    expect(await prisma.deletionRequest.count()).toBe(0);
  });
});

describe("the outbox", () => {
  /** One e-mail waiting: the deletion link (the booking's own confirmation is set aside). */
  async function oneWaiting(email: string) {
    await book(email);
    await prisma.outboxEmail.deleteMany({ where: { purpose: "booking-received" } });
    await requestBookingDeletion({ email }, { ip: nextIp() });
  }

  it("keeps e-mails waiting without a mail server, and sends each once with one", async () => {
    const email = `divya.${randomUUID().slice(0, 6)}@example.com`;
    await oneWaiting(email);

    expect(await deliverDueEmails()).toEqual({ sent: 0, failed: 0, waiting: 1 });

    const sent: string[] = [];
    const transport = {
      sendMail: async (message: { to?: unknown }) => {
        sent.push(String(message.to));
        return {};
      },
    };
    const [first, second] = await Promise.all([
      deliverDueEmails({ transport }),
      deliverDueEmails({ transport }),
    ]);
    expect((first?.sent ?? 0) + (second?.sent ?? 0)).toBe(1);
    expect(sent).toEqual([email]);
    expect((await prisma.outboxEmail.findFirstOrThrow()).sentAt).not.toBeNull();
  });

  it("records a failure without the server's words, and tries again later", async () => {
    const email = `divya.${randomUUID().slice(0, 6)}@example.com`;
    await oneWaiting(email);
    const failing = {
      sendMail: async () => {
        throw Object.assign(new Error(`550 mailbox ${email} unavailable`), { code: "EENVELOPE" });
      },
    };
    expect(await deliverDueEmails({ transport: failing })).toEqual({
      sent: 0,
      failed: 1,
      waiting: 0,
    });
    const row = await prisma.outboxEmail.findFirstOrThrow();
    expect(row).toMatchObject({ sentAt: null, attempts: 1, lastError: "Error EENVELOPE" });
    expect(row.nextAttempt.getTime()).toBeGreaterThan(Date.now());
    // Not due yet: nothing is sent again at once.
    expect(await deliverDueEmails({ transport: failing })).toEqual({
      sent: 0,
      failed: 0,
      waiting: 0,
    });
  });
});
