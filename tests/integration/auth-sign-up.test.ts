import { randomUUID } from "node:crypto";
import { afterAll, beforeEach, describe, expect, it } from "vitest";
import { signUp } from "@/lib/actions/auth";
import { authorizeCredentials } from "@/lib/auth/credentials";
import { authMessages } from "@/lib/validations/auth-messages";
import { createAccount, signUpRateLimit } from "@/lib/auth/sign-up";
import { db } from "@/lib/db";
import { signUpSchema } from "@/lib/validations/auth";
import { NUL_MESSAGE } from "@/lib/validations/text";
import { callAction } from "@/tests/fixtures/call-action";
import { servedHeaders } from "@/tests/fixtures/client-address";
import { createTestPrisma, resetDatabase } from "@/tests/fixtures/db";
import { sentWith } from "@/tests/integration/session-mock";

const prisma = createTestPrisma();

/** The form as the action hands it to createAccount, for a test that sets the clock itself. */
function parsed(input: unknown) {
  return signUpSchema.parse(input);
}

/** The sign-up action as a visitor at `ip` calls it, with whatever the test sends. */
function signUpFrom(ip: string, input: unknown) {
  sentWith(servedHeaders(ip));
  return callAction(signUp, input);
}

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
  await resetDatabase(prisma);
});

afterAll(async () => {
  await prisma.$disconnect();
  await db.$disconnect();
});

describe("signUp", () => {
  it("creates an active patient by default, lower-cased, cleaned, hashed, who can then sign in", async () => {
    const input = signUpInput({ firstName: " <b>Ishita</b> ", email: " Ishita.X@Example.IN " });
    const result = await signUpFrom(freshIp(), input);
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
      expect(await signUpFrom(freshIp(), input)).toEqual({
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
    const result = await signUpFrom(freshIp(), signUpInput({ role: "owner" }));
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
    const first = await signUpFrom(freshIp(), input);
    const before = await prisma.user.findUniqueOrThrow({ where: { email: input.email } });

    const again = await signUpFrom(freshIp(), {
      ...input,
      email: input.email.toUpperCase(),
      password: "Another-Secret-Word-9",
      firstName: "Mallory",
    });
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
    const first = await signUpFrom(freshIp(), input);
    const again = await signUpFrom(freshIp(), input);
    expect(again).toEqual(first);
    expect(again).toEqual({ ok: true, data: { status: "pending" } });
  });

  it("tells the holder of a taken address at most once an hour", async () => {
    const input = signUpInput();
    await signUpFrom(freshIp(), input);
    for (let i = 0; i < 3; i += 1) {
      expect((await signUpFrom(freshIp(), input)).ok).toBe(true);
    }
    expect((await outboxFor(input.email)).map((m) => m.purpose)).toEqual([
      "sign-up-welcome",
      "sign-up-existing",
    ]);
  });

  it("creates one account from two simultaneous sign-ups for one address, answering both alike", async () => {
    const input = signUpInput();
    const results = await Promise.all([
      signUpFrom(freshIp(), input),
      signUpFrom(freshIp(), { ...input, firstName: "Other" }),
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
    const result = await signUpFrom(
      freshIp(),
      signUpInput({ email: "ishita.banerjee@example.in", password }),
    );
    expect(result).toEqual({ ok: false, error: message, fieldErrors: { password: [message] } });
    expect(await prisma.user.count()).toBe(0);
  });

  it("asks doctors and coordinators for 12 characters, patients for 8", async () => {
    const password = "Lotus-pond7";
    for (const role of ["doctor", "coordinator"] as const) {
      expect(await signUpFrom(freshIp(), signUpInput({ role, password }))).toMatchObject({
        ok: false,
        error: authMessages.staffPasswordTooShort,
      });
    }
    expect(await signUpFrom(freshIp(), signUpInput({ password }))).toMatchObject({
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
    const result = await signUpFrom(freshIp(), signUpInput(overrides));
    expect(result).toMatchObject({ ok: false, error: message });
    expect(await prisma.user.count()).toBe(0);
  });

  it("refuses a NUL character in any field with a message on that field", async () => {
    const result = await signUpFrom(freshIp(), signUpInput({ lastName: "Rao\u0000" }));
    expect(result).toEqual({
      ok: false,
      error: NUL_MESSAGE,
      fieldErrors: { lastName: [NUL_MESSAGE] },
    });
    expect(await prisma.user.count()).toBe(0);
  });

  it("keeps the site's language on a patient's new account, never on a staff one", async () => {
    const patient = signUpInput();
    const doctor = signUpInput({ role: "doctor", password: "Jasmine-Garden-2026-long" });
    for (const input of [patient, doctor]) {
      expect((await createAccount(parsed(input), { ip: freshIp(), locale: "hi" })).ok).toBe(true);
    }
    const accounts = await prisma.user.findMany({ select: { role: true, locale: true } });
    expect(accounts).toEqual(
      expect.arrayContaining([
        { role: "patient", locale: "hi" },
        { role: "doctor", locale: "en" },
      ]),
    );
  });

  it("limits sign-ups to 10 an hour from one address", async () => {
    const ip = freshIp();
    const now = new Date("2026-03-02T10:20:00Z");
    for (let i = 0; i < signUpRateLimit.limit; i += 1) {
      expect((await createAccount(parsed(signUpInput()), { ip, now })).ok).toBe(true);
    }
    const refused = await createAccount(parsed(signUpInput()), { ip, now });
    expect(refused).toEqual({
      ok: false,
      error: "Too many sign-ups from this connection, try again in 40 minutes",
    });
    expect(await prisma.user.count()).toBe(signUpRateLimit.limit);
    expect((await createAccount(parsed(signUpInput()), { ip: freshIp(), now })).ok).toBe(true);
  });
});
