import { randomUUID } from "node:crypto";
import { afterAll, beforeEach, describe, expect, it } from "vitest";
import { authorizeCredentials } from "@/lib/auth/credentials";
import { authMessages } from "@/lib/auth/messages";
import { createAccount, signUpRateLimit } from "@/lib/auth/sign-up";
import { db } from "@/lib/db";
import { NUL_MESSAGE } from "@/lib/validations/text";
import { createTestPrisma } from "@/tests/fixtures/db";

const prisma = createTestPrisma();

let ipCounter = 0;
function freshIp(): string {
  ipCounter += 1;
  return `192.0.2.${ipCounter}`;
}

function signUpInput(overrides: Record<string, unknown> = {}) {
  return {
    firstName: "Ishita",
    lastName: "Banerjee",
    email: `ishita.${randomUUID().slice(0, 8)}@example.in`,
    password: "Jasmine-Garden-2026",
    ...overrides,
  };
}

beforeEach(async () => {
  await prisma.$executeRawUnsafe(
    'TRUNCATE TABLE "users", "rate_limit_buckets", "outbox_emails" CASCADE',
  );
});

afterAll(async () => {
  await prisma.$executeRawUnsafe('TRUNCATE TABLE "users", "rate_limit_buckets" CASCADE');
  await prisma.$disconnect();
  await db.$disconnect();
});

describe("createAccount", () => {
  it("creates an active patient by default, lower-cased, cleaned, hashed, who can then sign in", async () => {
    const input = signUpInput({ firstName: " <b>Ishita</b> ", email: " Ishita.X@Example.IN " });
    const result = await createAccount(input, { ip: freshIp() });
    expect(result).toEqual({ ok: true, data: { status: "active" } });

    const row = await prisma.user.findUniqueOrThrow({ where: { email: "ishita.x@example.in" } });
    expect(row).toMatchObject({
      role: "patient",
      status: "active",
      firstName: "Ishita",
      lastName: "Banerjee",
    });
    expect(row.passwordHash).toMatch(/^\$2[aby]\$11\$/);
    expect(row.passwordHash).not.toContain(input.password);

    const signIn = await authorizeCredentials(
      { email: "ISHITA.X@example.in", password: input.password },
      freshIp(),
    );
    expect(signIn).toMatchObject({ ok: true, user: { role: "patient", status: "active" } });
  });

  it.each(["doctor", "coordinator"] as const)(
    "creates a %s as pending, awaiting the owner",
    async (role) => {
      const input = signUpInput({ role });
      expect(await createAccount(input, { ip: freshIp() })).toEqual({
        ok: true,
        data: { status: "pending" },
      });
      expect(await prisma.user.findUniqueOrThrow({ where: { email: input.email } })).toMatchObject({
        role,
        status: "pending",
      });
    },
  );

  it("refuses owner with the Access Denied message and creates nothing", async () => {
    const result = await createAccount(signUpInput({ role: "owner" }), { ip: freshIp() });
    expect(result).toMatchObject({ ok: false, error: authMessages.ownerRefused });
    expect(await prisma.user.count()).toBe(0);
  });

  function outboxFor(email: string) {
    return prisma.outboxEmail.findMany({
      where: { to: email },
      select: { purpose: true, subject: true, text: true },
      orderBy: { createdAt: "asc" },
    });
  }

  it("sign-up answers the same for a registered e-mail and tells its holder by e-mail", async () => {
    const input = signUpInput();
    const first = await createAccount(input, { ip: freshIp() });
    const before = await prisma.user.findUniqueOrThrow({ where: { email: input.email } });

    const again = await createAccount(
      {
        ...input,
        email: input.email.toUpperCase(),
        password: "Another-Secret-Word-9",
        firstName: "Mallory",
      },
      { ip: freshIp() },
    );
    expect(again).toEqual(first);
    expect(again).toEqual({ ok: true, data: { status: "active" } });

    // Her account is untouched: same password, same name.
    const after = await prisma.user.findUniqueOrThrow({ where: { email: input.email } });
    expect(after).toEqual(before);
    expect(await prisma.user.count()).toBe(1);

    const mail = await outboxFor(input.email);
    expect(mail.map((m) => m.purpose)).toEqual(["sign-up-welcome", "sign-up-existing"]);
    expect(mail[1]?.text).toContain("You already have one");
    expect(mail[1]?.text).not.toContain("Mallory");
  });

  it("answers a staff sign-up for a registered e-mail as pending, like a new one", async () => {
    const input = signUpInput({ role: "doctor" });
    const first = await createAccount(input, { ip: freshIp() });
    const again = await createAccount(input, { ip: freshIp() });
    expect(again).toEqual(first);
    expect(again).toEqual({ ok: true, data: { status: "pending" } });
  });

  it("tells the holder of a taken address at most once an hour", async () => {
    const input = signUpInput();
    await createAccount(input, { ip: freshIp() });
    for (let i = 0; i < 3; i += 1) {
      expect((await createAccount(input, { ip: freshIp() })).ok).toBe(true);
    }
    expect((await outboxFor(input.email)).map((m) => m.purpose)).toEqual([
      "sign-up-welcome",
      "sign-up-existing",
    ]);
  });

  it("creates one account from two simultaneous sign-ups for one address, answering both alike", async () => {
    const input = signUpInput();
    const results = await Promise.all([
      createAccount(input, { ip: freshIp() }),
      createAccount({ ...input, firstName: "Other" }, { ip: freshIp() }),
    ]);
    expect(results).toEqual([
      { ok: true, data: { status: "active" } },
      { ok: true, data: { status: "active" } },
    ]);
    expect(await prisma.user.count({ where: { email: input.email } })).toBe(1);
  });

  it.each([
    ["aaaaaaaa", authMessages.passwordRepeated],
    ["abcdefgh", authMessages.passwordSequence],
    ["sahelicare", authMessages.passwordProductName],
    ["Welcome@123", authMessages.passwordCommonBase],
    ["        x", authMessages.passwordRepeated],
    ["12345678", authMessages.passwordSequence],
    ["qwerty123", authMessages.passwordSequence],
    ["Saheli Care 2026", authMessages.passwordProductName],
    ["ishita.banerjee1990", authMessages.passwordEmail],
  ])("refuses %j with a message that says why", async (password, message) => {
    const result = await createAccount(
      signUpInput({ email: "ishita.banerjee@example.in", password }),
      { ip: freshIp() },
    );
    expect(result).toEqual({ ok: false, error: message, fieldErrors: { password: [message] } });
    expect(await prisma.user.count()).toBe(0);
  });

  it("asks doctors and coordinators for 12 characters, patients for 8", async () => {
    const password = "Lotus-pond7";
    for (const role of ["doctor", "coordinator"] as const) {
      expect(await createAccount(signUpInput({ role, password }), { ip: freshIp() })).toMatchObject(
        { ok: false, error: authMessages.staffPasswordTooShort },
      );
    }
    expect(await createAccount(signUpInput({ password }), { ip: freshIp() })).toMatchObject({
      ok: true,
    });
  });

  it.each([
    [{ email: "", password: "" }, authMessages.required],
    [{ email: "   " }, authMessages.required],
    [{ password: "        " }, authMessages.required],
    [{ firstName: "" }, authMessages.namesRequired],
    [{ lastName: "<br>" }, authMessages.namesRequired],
    [{ email: "ishita@example" }, authMessages.invalidEmail],
    [{ password: "Short-1" }, authMessages.passwordTooShort],
    [{ password: "x".repeat(73) }, authMessages.passwordTooLong],
    [{ password: "password1" }, authMessages.passwordCommon],
    [{ password: "Sunshine" }, authMessages.passwordCommon],
    [{ role: "owner", firstName: "" }, authMessages.namesRequired],
    [{ role: "owner", email: "bad" }, authMessages.ownerRefused],
  ])("refuses %j with %j", async (overrides, message) => {
    const result = await createAccount(signUpInput(overrides), { ip: freshIp() });
    expect(result).toMatchObject({ ok: false, error: message });
    expect(await prisma.user.count()).toBe(0);
  });

  it("refuses a NUL character in any field with a message on that field", async () => {
    const result = await createAccount(signUpInput({ lastName: "Rao\u0000" }), { ip: freshIp() });
    expect(result).toEqual({
      ok: false,
      error: NUL_MESSAGE,
      fieldErrors: { lastName: [NUL_MESSAGE] },
    });
    expect(await prisma.user.count()).toBe(0);
  });

  it("limits sign-ups to 10 an hour from one address", async () => {
    const ip = freshIp();
    const now = new Date("2026-03-02T10:20:00Z");
    for (let i = 0; i < signUpRateLimit.limit; i += 1) {
      expect((await createAccount(signUpInput(), { ip, now })).ok).toBe(true);
    }
    const refused = await createAccount(signUpInput(), { ip, now });
    expect(refused).toEqual({
      ok: false,
      error: "Too many sign-ups from this connection, try again in 40 minutes",
    });
    expect(await prisma.user.count()).toBe(signUpRateLimit.limit);
    expect((await createAccount(signUpInput(), { ip: freshIp(), now })).ok).toBe(true);
  });
});
