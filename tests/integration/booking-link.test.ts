import { randomUUID } from "node:crypto";
import { afterAll, beforeEach, describe, expect, it } from "vitest";
import { submitBooking } from "@/lib/actions/booking";
import { updateProfile } from "@/lib/actions/profile";
import { confirmEmail } from "@/lib/auth/email-verification";
import { createAccount } from "@/lib/auth/sign-up";
import { linkVerifiedEmailBookings } from "@/lib/booking/link";
import { db } from "@/lib/db";
import { buildPatientExport } from "@/lib/privacy/export";
import { signUpSchema } from "@/lib/validations/auth";
import { credentialsAuthorize } from "@/tests/fixtures/authorize";
import { callAction } from "@/tests/fixtures/call-action";
import { servedHeaders } from "@/tests/fixtures/client-address";
import { createTestPrisma, resetDatabase } from "@/tests/fixtures/db";
import { openDayAhead } from "@/tests/fixtures/india-days";
import { uniquePhone } from "@/tests/fixtures/phones";
import { as, asNobody, cookieWrites, sentWith } from "@/tests/integration/session-mock";

/**
 * Who a guest booking joins (issue 31). A booking made signed out becomes an account's only through
 * her inbox: a confirmed e-mail, or the claim code. Nothing a browser holds links it: the attack
 * below signed up with her address, set the old pending-bookings cookie to her reference, signed in
 * and downloaded her symptoms.
 */

const prisma = createTestPrisma();
const PASSWORD = "Jasmine-Garden-2026";
const SYMPTOMS = "Bleeding after passing stool for two weeks";

let ipCount = 0;
const nextIp = () => `203.0.113.${(ipCount += 1) % 250}`;

/** She books signed out, through the form's own action, as from her phone. */
async function guestBooking(email: string): Promise<string> {
  asNobody();
  sentWith(servedHeaders(nextIp()));
  const result = await submitBooking({
    firstName: "Asha",
    lastName: "Nair",
    email,
    phone: uniquePhone(),
    age: 33,
    preferredDate: openDayAhead(3),
    preferredTime: "10:00 AM",
    consultationType: "initial",
    urgency: "medium",
    symptoms: SYMPTOMS,
    privacyConsent: true,
    idempotencyKey: randomUUID(),
  });
  if (!result.ok) throw new Error(result.error);
  return result.data.reference;
}

async function signUp(email: string) {
  const result = await createAccount(
    signUpSchema.parse({
      firstName: "Ravi",
      lastName: "Kumar",
      email,
      password: PASSWORD,
      confirmPassword: PASSWORD,
      role: "patient",
    }),
    { ip: nextIp() },
  );
  if (!result.ok) throw new Error(result.error);
  return prisma.user.findUniqueOrThrow({ where: { email }, select: { id: true, email: true } });
}

/** The token of the newest confirmation link mailed to `to`, as its holder would click it. */
async function confirmationTokenSentTo(to: string): Promise<string> {
  const mail = await prisma.outboxEmail.findFirstOrThrow({
    where: { to, text: { contains: "/verify-email?token=" } },
    orderBy: { createdAt: "desc" },
  });
  const token = mail.text.match(/\/verify-email\?token=([A-Za-z0-9_-]{43})/)?.[1];
  if (!token) throw new Error("no link in the e-mail");
  return token;
}

/** Signs in as next-auth's route would, with the Cookie header the attacker's browser sends. */
async function signIn(email: string, cookie: string): Promise<void> {
  await credentialsAuthorize()(
    { email, password: PASSWORD },
    { headers: { cookie, ...servedHeaders(nextIp()) } },
  );
}

async function ownerOf(reference: string): Promise<string | null> {
  const row = await prisma.consultationRequest.findUniqueOrThrow({
    where: { reference },
    select: { patientId: true },
  });
  return row.patientId;
}

/** Her download, as /api/me/export builds it, flattened so any trace of the booking shows. */
async function exportOf(userId: string): Promise<string> {
  return JSON.stringify(await buildPatientExport(db, userId, new Date(), { files: false }));
}

beforeEach(async () => {
  await resetDatabase(prisma);
});

afterAll(async () => {
  await prisma.$disconnect();
  await db.$disconnect();
});

describe("a guest booking's reference and e-mail are not enough to take it", () => {
  it("sets no cookie naming the booking in the browser that made it", async () => {
    await guestBooking(`asha.${randomUUID().slice(0, 6)}@example.in`);
    expect(cookieWrites).not.toHaveBeenCalled();
  });

  it("an account signed up with her address, signing in with her reference in a cookie, gets nothing", async () => {
    const email = `asha.${randomUUID().slice(0, 6)}@example.in`;
    const reference = await guestBooking(email);

    const attacker = await signUp(email);
    await signIn(email, `sc_pending_bookings=${reference}`);

    expect(await ownerOf(reference)).toBeNull();
    const download = await exportOf(attacker.id);
    expect(download).not.toContain(reference);
    expect(download).not.toContain(SYMPTOMS);
  });

  it("a confirmed account that changes its e-mail to hers gets nothing, before or after signing in", async () => {
    const email = `asha.${randomUUID().slice(0, 6)}@example.in`;
    const reference = await guestBooking(email);

    const attacker = await signUp(`ravi.${randomUUID().slice(0, 6)}@example.in`);
    expect(await confirmEmail(await confirmationTokenSentTo(attacker.email))).toMatchObject({
      ok: true,
    });
    as(attacker);
    expect(await callAction(updateProfile, { email })).toMatchObject({ ok: true });
    expect(await ownerOf(reference)).toBeNull();

    await signIn(email, `sc_pending_bookings=${reference}`);
    expect(await linkVerifiedEmailBookings(attacker.id)).toEqual([]);

    expect(await ownerOf(reference)).toBeNull();
    const download = await exportOf(attacker.id);
    expect(download).not.toContain(reference);
    expect(download).not.toContain(SYMPTOMS);
  });
});

describe("the woman who booked", () => {
  it("gets her booking once she confirms her address, and not before", async () => {
    const email = `asha.${randomUUID().slice(0, 6)}@example.in`;
    const reference = await guestBooking(email);
    const account = await signUp(email);

    await signIn(email, "");
    expect(await ownerOf(reference)).toBeNull();

    const confirmed = await confirmEmail(await confirmationTokenSentTo(email));
    expect(confirmed).toMatchObject({ ok: true, data: { linked: [reference] } });
    expect(await ownerOf(reference)).toBe(account.id);
    const download = await exportOf(account.id);
    expect(download).toContain(reference);
    expect(download).toContain(SYMPTOMS);
  });

  it("keeps a booking already hers when someone else confirms the same address later", async () => {
    const email = `asha.${randomUUID().slice(0, 6)}@example.in`;
    const reference = await guestBooking(email);
    const account = await signUp(email);
    await confirmEmail(await confirmationTokenSentTo(email));

    // Her address moves on; another account takes it and confirms it.
    as(account);
    await callAction(updateProfile, { email: `asha.new.${randomUUID().slice(0, 6)}@example.in` });
    const other = await signUp(email);
    await confirmEmail(await confirmationTokenSentTo(email));

    expect(await ownerOf(reference)).toBe(account.id);
    expect(await exportOf(other.id)).not.toContain(reference);
  });

  it("links each booking once, with its consents and a 'linked' event", async () => {
    const email = `asha.${randomUUID().slice(0, 6)}@example.in`;
    const first = await guestBooking(email);
    const second = await guestBooking(email.toUpperCase());
    const account = await signUp(email);
    await confirmEmail(await confirmationTokenSentTo(email));

    const rows = await prisma.consultationRequest.findMany({ include: { events: true } });
    expect(rows.map((row) => row.reference).sort()).toEqual([first, second].sort());
    expect(rows.every((row) => row.patientId === account.id)).toBe(true);
    for (const row of rows) {
      expect(row.events.map((event) => event.type)).toEqual(["created", "linked"]);
    }
    const consents = await prisma.consent.findMany();
    expect(consents.length).toBeGreaterThan(0);
    expect(consents.every((consent) => consent.userId === account.id)).toBe(true);
    expect(await linkVerifiedEmailBookings(account.id)).toEqual([]);
  });
});
