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
  await prisma.$executeRawUnsafe('TRUNCATE TABLE "users", "rate_limit_buckets" CASCADE');
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

  it("answers a taken e-mail, whatever its case, with the §8 message", async () => {
    const input = signUpInput();
    expect((await createAccount(input, { ip: freshIp() })).ok).toBe(true);
    const again = await createAccount(
      { ...input, email: input.email.toUpperCase() },
      { ip: freshIp() },
    );
    expect(again).toEqual({
      ok: false,
      error: "An account with this email already exists. Please try signing in instead.",
      fieldErrors: { email: [authMessages.alreadyRegistered] },
    });
  });

  it("lets only one of two simultaneous sign-ups for one address succeed", async () => {
    const input = signUpInput();
    const results = await Promise.all([
      createAccount(input, { ip: freshIp() }),
      createAccount({ ...input, firstName: "Other" }, { ip: freshIp() }),
    ]);
    expect(results.filter((r) => r.ok)).toHaveLength(1);
    expect(results.find((r) => !r.ok)).toMatchObject({ error: authMessages.alreadyRegistered });
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
