import { afterAll, beforeEach, describe, expect, it } from "vitest";
import { requestPasswordResetLink, resetPasswordWithLink } from "@/lib/actions/password-reset";
import { verifyPassword } from "@/lib/auth/password";
import { checkResetLink, requestPasswordReset, resetPassword } from "@/lib/auth/password-reset";
import { getSessionUser } from "@/lib/auth/session";
import { db } from "@/lib/db";
import { authMessages } from "@/lib/validations/auth-messages";
import { resetMessages } from "@/lib/validations/password-reset";
import { makeUser, type TestUser } from "@/tests/fixtures/dashboard-data";
import { callAction } from "@/tests/fixtures/call-action";
import { createTestPrisma, resetDatabase } from "@/tests/fixtures/db";
import { as, asNobody } from "@/tests/integration/session-mock";

/** 'Forgot password?': a neutral answer, a one-time link by e-mail, sessions ended on change. */

const prisma = createTestPrisma();
let ipCount = 0;
const nextIp = () => `198.51.100.${(ipCount += 1)}`;
const NEW_PASSWORD = "Monsoon-lotus-2026";

/** The token of the last reset e-mail to `to`, as she would click it. */
async function tokenSentTo(to: string): Promise<string> {
  const email = await prisma.outboxEmail.findFirstOrThrow({
    where: { to, purpose: "password-reset" },
    orderBy: { createdAt: "desc" },
  });
  const match = email.text.match(/\/reset-password\?token=([A-Za-z0-9_-]{43})/);
  if (!match?.[1]) throw new Error("no link in the e-mail");
  return match[1];
}

async function openSession(userId: string): Promise<string> {
  const row = await prisma.userSession.create({
    data: { userId, expiresAt: new Date(Date.now() + 60 * 60 * 1000) },
  });
  return row.id;
}

async function linkFor(user: TestUser): Promise<string> {
  const result = await requestPasswordReset({ email: user.email }, { ip: nextIp() });
  expect(result.ok).toBe(true);
  return tokenSentTo(user.email);
}

beforeEach(async () => {
  await resetDatabase(prisma);
  asNobody();
});

afterAll(async () => {
  await prisma.$disconnect();
  await db.$disconnect();
});

describe("asking for a reset link", () => {
  it("gives the same answer for an account and an unknown address, and mails only the account", async () => {
    const patient = await makeUser(prisma, "patient");
    const known = await callAction(requestPasswordResetLink, {
      email: ` ${patient.email.toUpperCase()} `,
    });
    const unknown = await callAction(requestPasswordResetLink, { email: "nobody@example.in" });
    expect(known).toEqual({ ok: true, data: { message: resetMessages.requested } });
    expect(unknown).toEqual(known);

    const outbox = await prisma.outboxEmail.findMany();
    expect(outbox).toHaveLength(1);
    expect(outbox[0]).toMatchObject({ to: patient.email, purpose: "password-reset" });
    // Discreet: nothing about her care in the subject or the text.
    expect(`${outbox[0]?.subject} ${outbox[0]?.text}`).not.toMatch(
      /piles|fissure|fistula|proctolog/i,
    );
    // Only the token's hash is stored.
    const token = await tokenSentTo(patient.email);
    const stored = await prisma.passwordReset.findFirstOrThrow();
    expect(stored.tokenHash).not.toContain(token);
    expect(stored.expiresAt.getTime() - stored.createdAt.getTime()).toBe(60 * 60 * 1000);
  });

  it("sends nothing to a suspended account", async () => {
    const suspended = await makeUser(prisma, "doctor", { status: "suspended" });
    expect(await requestPasswordReset({ email: suspended.email }, { ip: nextIp() })).toMatchObject({
      ok: true,
    });
    expect(await prisma.outboxEmail.count()).toBe(0);
  });

  it("refuses an address that is not one, and changes nothing", async () => {
    const result = await callAction(requestPasswordResetLink, { email: "not-an-email" });
    expect(result).toMatchObject({
      ok: false,
      fieldErrors: { email: [authMessages.invalidEmail] },
    });
    expect(await prisma.passwordReset.count()).toBe(0);
  });

  it("lets only the newest link work", async () => {
    const patient = await makeUser(prisma, "patient");
    const first = await linkFor(patient);
    const second = await linkFor(patient);
    expect(await checkResetLink(first)).toBe(resetMessages.linkInvalid);
    expect(await checkResetLink(second)).toBeNull();
  });

  it("limits one connection, and mails one address at most three times a day", async () => {
    const patient = await makeUser(prisma, "patient");
    const ip = nextIp();
    for (let i = 0; i < 5; i += 1) {
      expect(await requestPasswordReset({ email: patient.email }, { ip })).toMatchObject({
        ok: true,
      });
    }
    expect(await requestPasswordReset({ email: patient.email }, { ip })).toEqual({
      ok: false,
      error: resetMessages.tooMany,
    });
    expect(await prisma.outboxEmail.count({ where: { purpose: "password-reset" } })).toBe(3);
  });
});

describe("choosing a new password with the link", () => {
  it("changes the password once, ends every session and tells her by e-mail", async () => {
    const patient = await makeUser(prisma, "patient");
    const phone = await openSession(patient.id);
    const laptop = await openSession(patient.id);
    const token = await linkFor(patient);

    expect(
      await callAction(resetPasswordWithLink, {
        token,
        password: NEW_PASSWORD,
        confirmPassword: NEW_PASSWORD,
      }),
    ).toEqual({ ok: true, data: { message: resetMessages.changed } });

    const user = await prisma.user.findUniqueOrThrow({ where: { id: patient.id } });
    expect(await verifyPassword(NEW_PASSWORD, user.passwordHash)).toBe(true);
    for (const sid of [phone, laptop]) {
      as(patient, sid);
      expect(await getSessionUser()).toBeNull();
    }
    expect(
      await prisma.outboxEmail.count({ where: { to: patient.email, purpose: "password-changed" } }),
    ).toBe(1);

    // The link is spent.
    expect(await resetPassword({ token, password: "Another-river-2027" })).toEqual({
      ok: false,
      error: resetMessages.linkUsed,
    });
    const after = await prisma.user.findUniqueOrThrow({ where: { id: patient.id } });
    expect(after.passwordHash).toBe(user.passwordHash);
  });

  it("holds the new password to the sign-up rules for her account, and keeps the link", async () => {
    const doctor = await makeUser(prisma, "doctor");
    const token = await linkFor(doctor);
    // Long enough for a patient, too short for staff.
    expect(await resetPassword({ token, password: "Monsoon-26" })).toEqual({
      ok: false,
      error: authMessages.staffPasswordTooShort,
      fieldErrors: { password: [authMessages.staffPasswordTooShort] },
    });
    const common = await resetPassword({ token, password: "password1234" });
    expect(common).toMatchObject({ ok: false, fieldErrors: { password: [expect.any(String)] } });
    expect(await checkResetLink(token)).toBeNull();
  });

  it("refuses two different passwords and a mistyped link without asking the database", async () => {
    const token = "A".repeat(43);
    expect(
      await callAction(resetPasswordWithLink, {
        token,
        password: NEW_PASSWORD,
        confirmPassword: "Monsoon-lotus-2025",
      }),
    ).toMatchObject({ ok: false, fieldErrors: { confirmPassword: [resetMessages.mismatch] } });
    expect(
      await callAction(resetPasswordWithLink, {
        token: "short",
        password: NEW_PASSWORD,
        confirmPassword: NEW_PASSWORD,
      }),
    ).toMatchObject({ ok: false, error: resetMessages.linkInvalid });
    expect(await resetPassword({ token, password: NEW_PASSWORD })).toEqual({
      ok: false,
      error: resetMessages.linkInvalid,
    });
  });

  it("refuses an expired link", async () => {
    const patient = await makeUser(prisma, "patient");
    const token = await linkFor(patient);
    const later = new Date(Date.now() + 61 * 60 * 1000);
    expect(await checkResetLink(token, later)).toBe(resetMessages.linkExpired);
    expect(await resetPassword({ token, password: NEW_PASSWORD }, later)).toEqual({
      ok: false,
      error: resetMessages.linkExpired,
    });
  });

  it("changes the password once when the link is used twice at the same moment", async () => {
    const patient = await makeUser(prisma, "patient");
    const token = await linkFor(patient);
    const results = await Promise.all([
      resetPassword({ token, password: NEW_PASSWORD }),
      resetPassword({ token, password: "Another-river-2027" }),
    ]);
    expect(results.filter((result) => result.ok)).toHaveLength(1);
    expect(await prisma.outboxEmail.count({ where: { purpose: "password-changed" } })).toBe(1);
  });
});
