import { createHash, randomUUID } from "node:crypto";
import { afterAll, beforeEach, describe, expect, it } from "vitest";
import { confirmBookingClaim, requestBookingClaimCode } from "@/lib/actions/booking-claim";
import {
  confirmEmailWithLink,
  requestEmailVerificationLink,
  resendMyVerificationLink,
} from "@/lib/actions/email-verification";
import { updateProfile } from "@/lib/actions/profile";
import { setUserStatus } from "@/lib/actions/users";
import { createAccount } from "@/lib/auth/sign-up";
import { confirmEmail } from "@/lib/auth/email-verification";
import { createBooking } from "@/lib/booking/submit";
import { db } from "@/lib/db";
import { dashboardMessages } from "@/lib/dashboards/messages";
import { myEmailStatus } from "@/lib/queries/patient";
import { bookingSchema } from "@/lib/validations/booking";
import { signUpSchema } from "@/lib/validations/auth";
import { claimMessages, verifyMessages } from "@/lib/validations/email-verification";
import { callAction } from "@/tests/fixtures/call-action";
import { servedHeaders } from "@/tests/fixtures/client-address";
import { makeUser } from "@/tests/fixtures/dashboard-data";
import { createTestPrisma, resetDatabase } from "@/tests/fixtures/db";
import { openDayAhead } from "@/tests/fixtures/india-days";
import { uniquePhone } from "@/tests/fixtures/phones";
import { viewerOf } from "@/tests/fixtures/viewer";
import { as, asNobody, sentWith } from "@/tests/integration/session-mock";

/**
 * A verified e-mail (issue 16, item 1): the link sign-up sends, what confirming it links, the
 * claim of a booking by its reference and a code, and the owner's approval of staff.
 */

const prisma = createTestPrisma();
let ipCount = 0;
const nextIp = () => `203.0.113.${(ipCount += 1) % 250}`;
const HOUR = 60 * 60 * 1000;

async function book(email: string): Promise<string> {
  const result = await createBooking(
    bookingSchema.parse({
      firstName: "Asha",
      lastName: "Nair",
      email,
      phone: uniquePhone(),
      age: 33,
      preferredDate: openDayAhead(3),
      preferredTime: "10:00 AM",
      consultationType: "initial",
      urgency: "medium",
      symptoms: "Bleeding for two weeks",
      privacyConsent: true,
      idempotencyKey: randomUUID(),
    }),
    { ip: nextIp() },
  );
  if (!result.ok) throw new Error(result.error);
  return result.data.reference;
}

async function signUp(email: string, role: "patient" | "doctor" = "patient") {
  const result = await createAccount(
    signUpSchema.parse({
      firstName: "Ishita",
      lastName: "Banerjee",
      email,
      password: "Jasmine-Garden-2026",
      confirmPassword: "Jasmine-Garden-2026",
      role,
    }),
    { ip: nextIp() },
  );
  expect(result.ok).toBe(true);
  return prisma.user.findUniqueOrThrow({
    where: { email },
    select: { id: true, email: true, role: true, emailVerifiedAt: true },
  });
}

/** The token of the newest link mailed to `to`, as she would click it. */
async function linkTokenSentTo(to: string): Promise<string> {
  const email = await prisma.outboxEmail.findFirstOrThrow({
    where: { to, text: { contains: "/verify-email?token=" } },
    orderBy: { createdAt: "desc" },
  });
  const match = email.text.match(/\/verify-email\?token=([A-Za-z0-9_-]{43})/);
  if (!match?.[1]) throw new Error("no link in the e-mail");
  return match[1];
}

async function ownerOf(reference: string) {
  return prisma.consultationRequest.findUniqueOrThrow({
    where: { reference },
    select: { patientId: true, appointment: { select: { patientId: true } } },
  });
}

/** The six-digit code in the newest claim e-mail to `to`. */
async function codeSentTo(to: string): Promise<string> {
  const email = await prisma.outboxEmail.findFirstOrThrow({
    where: { to, purpose: "booking-claim-code" },
    orderBy: { createdAt: "desc" },
  });
  const code = email.text.match(/\b(\d{6})\b/)?.[1];
  if (!code) throw new Error("no code in the e-mail");
  return code;
}

beforeEach(async () => {
  await resetDatabase(prisma);
  asNobody();
  sentWith(servedHeaders(nextIp()));
});

afterAll(async () => {
  await prisma.$disconnect();
  await db.$disconnect();
});

describe("the link sign-up sends", () => {
  it("is mailed with the welcome, stored only as a hash, and works for 48 hours", async () => {
    const account = await signUp("ishita@example.in");
    expect(account.emailVerifiedAt).toBeNull();

    const mail = await prisma.outboxEmail.findFirstOrThrow({ where: { to: account.email } });
    expect(mail.text).toMatch(/https?:\/\/\S+\/verify-email\?token=[A-Za-z0-9_-]{43}\b/);
    expect(mail.subject).not.toMatch(/piles|fissure|fistula|proctolog/i);

    const token = await linkTokenSentTo(account.email);
    const stored = await prisma.emailVerification.findFirstOrThrow();
    expect(stored.tokenHash).toBe(createHash("sha256").update(token).digest("hex"));
    expect(JSON.stringify(stored)).not.toContain(token);
    expect(stored.expiresAt.getTime() - stored.createdAt.getTime()).toBe(48 * HOUR);
  });

  it("confirms her e-mail once; an expired, used or unknown link is refused and says so", async () => {
    const account = await signUp("meera@example.in");
    const token = await linkTokenSentTo(account.email);

    expect(await confirmEmail(token, new Date(Date.now() + 49 * HOUR))).toEqual({
      ok: false,
      error: verifyMessages.linkExpired,
    });
    expect(await callAction(confirmEmailWithLink, { token })).toMatchObject({
      ok: true,
      data: { message: verifyMessages.confirmed, linked: [] },
    });
    const after = await prisma.user.findUniqueOrThrow({ where: { id: account.id } });
    expect(after.emailVerifiedAt).not.toBeNull();
    expect(await callAction(confirmEmailWithLink, { token })).toEqual({
      ok: false,
      error: verifyMessages.linkUsed,
    });
    expect(await callAction(confirmEmailWithLink, { token: "A".repeat(43) })).toEqual({
      ok: false,
      error: verifyMessages.linkInvalid,
    });
  });

  it("a newer link replaces the last, and a changed e-mail is unconfirmed again", async () => {
    const account = await signUp("kavya@example.in");
    const first = await linkTokenSentTo(account.email);
    expect(await callAction(requestEmailVerificationLink, { email: account.email })).toEqual({
      ok: true,
      data: { message: verifyMessages.requested },
    });
    // An unknown address gets the same answer, and no e-mail.
    expect(await callAction(requestEmailVerificationLink, { email: "nobody@example.in" })).toEqual({
      ok: true,
      data: { message: verifyMessages.requested },
    });
    expect(await prisma.outboxEmail.count({ where: { to: "nobody@example.in" } })).toBe(0);
    const second = await linkTokenSentTo(account.email);
    expect(second).not.toBe(first);
    expect(await confirmEmail(first)).toMatchObject({ ok: false });
    expect(await confirmEmail(second)).toMatchObject({ ok: true });

    // She changes it on her profile: unconfirmed again, and a link goes to the new address.
    as({ id: account.id });
    expect(await callAction(updateProfile, { email: "kavya.new@example.in" })).toMatchObject({
      ok: true,
    });
    const changed = await prisma.user.findUniqueOrThrow({ where: { id: account.id } });
    expect(changed.emailVerifiedAt).toBeNull();
    const third = await linkTokenSentTo("kavya.new@example.in");
    expect(await confirmEmail(third)).toMatchObject({ ok: true });
    // Any other write of the address (a script, the owner) unconfirms it too: the trigger.
    await prisma.user.update({ where: { id: account.id }, data: { email: "kavya.3@example.in" } });
    expect(
      (await prisma.user.findUniqueOrThrow({ where: { id: account.id } })).emailVerifiedAt,
    ).toBeNull();
  });

  it("'Send the link again' mails her own address, a few times a day at most", async () => {
    const account = await signUp("diya@example.in");
    as({ id: account.id });
    const answers = [];
    for (let i = 0; i < 3; i++) answers.push(await callAction(resendMyVerificationLink, {}));
    expect(answers.every((answer) => answer.ok)).toBe(true);
    // Sign-up's link was one; two more went out, then the limit per address holds.
    expect(await callAction(resendMyVerificationLink, {})).toEqual({
      ok: false,
      error: verifyMessages.tooMany,
    });
    expect(await prisma.outboxEmail.count({ where: { purpose: "email-verification" } })).toBe(3);
  });
});

describe("what confirming links", () => {
  it("every booking made with her e-mail, on any device and in any case, the scheduled one's appointment too; nobody else's", async () => {
    const first = await book("asha@example.in");
    const scheduled = await book("Asha@Example.in");
    const stranger = await book("asha.other@example.in");
    const underscore = await book("asha_x@example.in");
    const doctor = await makeUser(prisma, "doctor");
    const appointment = await prisma.appointment.create({
      data: {
        doctorId: doctor.id,
        appointmentDate: new Date(Date.now() + 5 * 24 * HOUR),
        type: "Initial Consultation",
        clinic: "pune",
        status: "scheduled",
      },
    });
    await prisma.consultationRequest.update({
      where: { reference: scheduled },
      data: { status: "scheduled", appointmentId: appointment.id },
    });

    const account = await signUp("asha@example.in");
    // Before she confirms, nothing is hers by e-mail alone.
    expect((await ownerOf(first)).patientId).toBeNull();

    const result = await confirmEmail(await linkTokenSentTo(account.email));
    expect(result).toMatchObject({ ok: true });
    expect(result.ok && [...result.data.linked].sort()).toEqual([first, scheduled].sort());
    expect(await ownerOf(first)).toMatchObject({ patientId: account.id });
    expect(await ownerOf(scheduled)).toEqual({
      patientId: account.id,
      appointment: { patientId: account.id },
    });
    expect((await ownerOf(stranger)).patientId).toBeNull();
    expect((await ownerOf(underscore)).patientId).toBeNull();
    // The consents she gave with them are hers, and the history says it was linked.
    expect(await prisma.consent.count({ where: { userId: account.id } })).toBe(2);
    expect(await prisma.requestEvent.count({ where: { type: "linked" } })).toBe(2);

    // Her dashboard names them once.
    const viewer = viewerOf({ id: account.id, role: "patient" as const });
    const status = await myEmailStatus(viewer);
    expect(status.confirmed).toBe(true);
    expect([...(status.linkedSinceSeen?.references ?? [])].sort()).toEqual(
      [first, scheduled].sort(),
    );
    await prisma.user.update({
      where: { id: account.id },
      data: { linkedNoticeSeenAt: status.linkedSinceSeen?.upTo },
    });
    expect((await myEmailStatus(viewer)).linkedSinceSeen).toBeNull();
  });

  it("an unconfirmed account gets nothing by e-mail, not even bookings made later", async () => {
    const account = await signUp("riya@example.in");
    const reference = await book("riya@example.in");
    expect((await ownerOf(reference)).patientId).toBeNull();
    const viewer = viewerOf({ id: account.id, role: "patient" as const });
    expect(await myEmailStatus(viewer)).toEqual({ confirmed: false, linkedSinceSeen: null });
  });

  it("a guest booking made later with a confirmed e-mail joins her account at once", async () => {
    const account = await signUp("nila@example.in");
    await confirmEmail(await linkTokenSentTo(account.email));
    const later = await book("NILA@example.in");
    expect((await ownerOf(later)).patientId).toBe(account.id);
    const status = await myEmailStatus(viewerOf({ id: account.id, role: "patient" as const }));
    expect(status.linkedSinceSeen?.references).toEqual([later]);
  });

  it("a doctor's confirmation links no booking", async () => {
    const reference = await book("dr.lata@example.in");
    const account = await signUp("dr.lata@example.in", "doctor");
    const result = await confirmEmail(await linkTokenSentTo(account.email));
    expect(result).toEqual({
      ok: true,
      data: { message: verifyMessages.confirmedStaff, linked: [] },
    });
    expect((await ownerOf(reference)).patientId).toBeNull();
  });
});

describe("claiming a booking by its reference and a code", () => {
  it("sends the code to the booking's e-mail, and the right code adds it to her account", async () => {
    const reference = await book("work.address@example.in");
    const patient = await makeUser(prisma, "patient");
    as({ id: patient.id });

    expect(
      await callAction(requestBookingClaimCode, { reference: reference.toLowerCase() }),
    ).toEqual({ ok: true, data: { message: claimMessages.codeSent } });
    const mail = await prisma.outboxEmail.findFirstOrThrow({
      where: { purpose: "booking-claim-code" },
    });
    expect(mail.to).toBe("work.address@example.in");
    expect(`${mail.subject} ${mail.text}`).not.toMatch(/bleeding|piles|fissure|proctolog/i);
    const code = await codeSentTo("work.address@example.in");
    // Only the code's hash is kept.
    expect(JSON.stringify(await prisma.bookingClaim.findFirstOrThrow())).not.toContain(code);

    expect(await callAction(confirmBookingClaim, { reference, code })).toEqual({
      ok: true,
      data: { message: claimMessages.linked(reference), reference },
    });
    expect((await ownerOf(reference)).patientId).toBe(patient.id);
    expect(
      await prisma.requestEvent.count({ where: { type: "linked", actorId: patient.id } }),
    ).toBe(1);
  });

  it("five wrong codes end the claim: the right one no longer works", async () => {
    const reference = await book("sana@example.in");
    const patient = await makeUser(prisma, "patient");
    as({ id: patient.id });
    await callAction(requestBookingClaimCode, { reference });
    const code = await codeSentTo("sana@example.in");
    const wrong = code === "000000" ? "111111" : "000000";

    const answers = [];
    for (let i = 0; i < 5; i++)
      answers.push(await callAction(confirmBookingClaim, { reference, code: wrong }));
    expect(answers.map((answer) => !answer.ok && answer.error)).toEqual([
      claimMessages.codeWrong(4),
      claimMessages.codeWrong(3),
      claimMessages.codeWrong(2),
      claimMessages.codeWrong(1),
      claimMessages.codeLocked,
    ]);
    expect(await callAction(confirmBookingClaim, { reference, code })).toEqual({
      ok: false,
      error: claimMessages.codeLocked,
    });
    expect((await ownerOf(reference)).patientId).toBeNull();
  });

  it("an expired code is refused", async () => {
    const reference = await book("tara@example.in");
    const patient = await makeUser(prisma, "patient");
    as({ id: patient.id });
    await callAction(requestBookingClaimCode, { reference });
    const code = await codeSentTo("tara@example.in");
    await prisma.bookingClaim.updateMany({ data: { expiresAt: new Date(Date.now() - 1000) } });
    expect(await callAction(confirmBookingClaim, { reference, code })).toEqual({
      ok: false,
      error: claimMessages.codeExpired,
    });
  });

  it("someone else's booking, or none, gets the same answer and no e-mail", async () => {
    const owner = await makeUser(prisma, "patient");
    const linked = await book("owned@example.in");
    await prisma.consultationRequest.update({
      where: { reference: linked },
      data: { patientId: owner.id },
    });
    const patient = await makeUser(prisma, "patient");
    as({ id: patient.id });
    const before = await prisma.outboxEmail.count();
    const answers = [
      await callAction(requestBookingClaimCode, { reference: linked }),
      await callAction(requestBookingClaimCode, { reference: "SC-00000-00000" }),
    ];
    expect(answers).toEqual([
      { ok: true, data: { message: claimMessages.codeSent } },
      { ok: true, data: { message: claimMessages.codeSent } },
    ]);
    expect(await prisma.outboxEmail.count()).toBe(before);
    expect(await callAction(confirmBookingClaim, { reference: linked, code: "123456" })).toEqual({
      ok: false,
      error: claimMessages.codeExpired,
    });
    expect((await ownerOf(linked)).patientId).toBe(owner.id);
  });
});

describe("the owner's approval of staff", () => {
  it("waits until a doctor has confirmed her e-mail", async () => {
    const owner = await makeUser(prisma, "owner");
    const doctor = await signUp("dr.uma@example.in", "doctor");
    as({ id: owner.id });

    expect(await callAction(setUserStatus, { userId: doctor.id, status: "active" })).toEqual({
      ok: false,
      error: dashboardMessages.emailNotConfirmed,
    });
    expect((await prisma.user.findUniqueOrThrow({ where: { id: doctor.id } })).status).toBe(
      "pending",
    );

    await confirmEmail(await linkTokenSentTo(doctor.email));
    expect(await callAction(setUserStatus, { userId: doctor.id, status: "active" })).toMatchObject({
      ok: true,
    });
  });
});
