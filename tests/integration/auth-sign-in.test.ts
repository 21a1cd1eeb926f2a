import { randomUUID } from "node:crypto";
import { afterAll, beforeEach, describe, expect, it, vi } from "vitest";
import { authorizeCredentials } from "@/lib/auth/credentials";
import { signInErrorMessage } from "@/lib/validations/auth-messages";
import { hashPassword, verifyPassword } from "@/lib/auth/password";
import type { AccountStatus, Role } from "@/lib/auth/permissions";
import { db } from "@/lib/db";
import { credentialsAuthorize } from "@/tests/fixtures/authorize";
import { servedHeaders } from "@/tests/fixtures/client-address";
import { createTestPrisma, resetDatabase } from "@/tests/fixtures/db";
import { fixturePasswordHash } from "@/tests/fixtures/passwords";
import { cookieWrites } from "@/tests/integration/session-mock";

const prisma = createTestPrisma();
const PASSWORD = "Correct-Horse-2026";

/** An account whose password is PASSWORD, hashed at the fixtures' low cost unless given a hash. */
async function account(
  status: AccountStatus = "active",
  role: Role = "patient",
  passwordHash = fixturePasswordHash(PASSWORD),
) {
  const email = `user.${randomUUID().slice(0, 8)}@example.in`;
  const user = await prisma.user.create({
    data: { email, passwordHash, role, status, firstName: "Test", lastName: "User" },
    select: { id: true },
  });
  return { email, id: user.id };
}

let ipCounter = 0;
function freshIp(): string {
  ipCounter += 1;
  return `198.51.100.${ipCounter}`;
}

/** The real bcrypt compare, counted. */
function countingVerifier() {
  return vi.fn(verifyPassword);
}

beforeEach(async () => {
  await resetDatabase(prisma);
});

afterAll(async () => {
  await prisma.$disconnect();
  await db.$disconnect();
});

describe("authorizeCredentials", () => {
  it("signs in an active account with only its id, role and status", async () => {
    // Hashed as sign-up and the owner script hash, at the production cost.
    const { email, id } = await account("active", "doctor", await hashPassword(PASSWORD));
    const result = await authorizeCredentials(
      { email: ` ${email.toUpperCase()} `, password: PASSWORD },
      freshIp(),
    );
    expect(result).toEqual({
      ok: true,
      user: { id, role: "doctor", status: "active" },
      deviceCookie: expect.stringMatching(/^v1\.[\w-]{22}\.[\w-]{22}$/),
    });
  });

  it("lets a pending account sign in (its areas then show the awaiting-approval notice)", async () => {
    const { email, id } = await account("pending", "coordinator");
    const result = await authorizeCredentials({ email, password: PASSWORD }, freshIp());
    expect(result).toMatchObject({
      ok: true,
      user: { id, role: "coordinator", status: "pending" },
    });
  });

  it("refuses a suspended account only once the password is right", async () => {
    const { email } = await account("suspended");
    expect(await authorizeCredentials({ email, password: "Wrong-password-1" }, freshIp())).toEqual({
      ok: false,
      code: "invalid",
    });
    const right = await authorizeCredentials({ email, password: PASSWORD }, freshIp());
    expect(right).toEqual({ ok: false, code: "suspended" });
    if (!right.ok) expect(signInErrorMessage(right.code)).toBe("This account has been suspended");
  });

  it("answers a wrong password and an unknown e-mail alike, each with one bcrypt compare", async () => {
    const { email } = await account();
    const verify = countingVerifier();
    const wrong = await authorizeCredentials({ email, password: "Wrong-password-1" }, freshIp(), {
      verifyPassword: verify,
    });
    const unknown = await authorizeCredentials(
      { email: "nobody@example.in", password: "Wrong-password-1" },
      freshIp(),
      { verifyPassword: verify },
    );
    expect(wrong).toEqual({ ok: false, code: "invalid" });
    expect(unknown).toEqual({ ok: false, code: "invalid" });
    expect(verify).toHaveBeenCalledTimes(2);
  });

  it("refuses blank or missing credentials without touching bcrypt or the limits", async () => {
    const verify = countingVerifier();
    for (const credentials of [
      undefined,
      {},
      { email: " ", password: "x" },
      { email: "a@b.c", password: "  " },
    ]) {
      expect(
        await authorizeCredentials(credentials, freshIp(), { verifyPassword: verify }),
      ).toEqual({
        ok: false,
        code: "invalid",
      });
    }
    expect(verify).not.toHaveBeenCalled();
    expect(await prisma.rateLimitBucket.count()).toBe(0);
  });
});

describe("the sign-in limits", () => {
  it("runs at most 5 password checks in 30 bad attempts on one account, then refuses even the right password", async () => {
    const { email } = await account();
    const verify = countingVerifier();
    const now = new Date("2026-03-02T10:03:00Z");
    const codes: string[] = [];
    for (let attempt = 0; attempt < 30; attempt += 1) {
      // A fresh address each time: only the per-account limit applies.
      const result = await authorizeCredentials(
        { email, password: `Wrong-${attempt}-pass` },
        freshIp(),
        {
          verifyPassword: verify,
          now,
        },
      );
      codes.push(result.ok ? "ok" : result.code);
    }
    expect(verify).toHaveBeenCalledTimes(5);
    expect(codes.slice(0, 5)).toEqual(Array(5).fill("invalid"));
    // The 15-minute window started at 10:00, so 12 minutes are left at 10:03.
    expect(new Set(codes.slice(5))).toEqual(new Set(["rate-limited:12"]));

    const right = await authorizeCredentials({ email, password: PASSWORD }, freshIp(), {
      verifyPassword: verify,
      now,
    });
    expect(right).toEqual({ ok: false, code: "rate-limited:12" });
    expect(verify).toHaveBeenCalledTimes(5);
    if (!right.ok)
      expect(signInErrorMessage(right.code)).toBe("Too many attempts, try again in 12 minutes");

    // The next window starts afresh.
    const later = await authorizeCredentials({ email, password: PASSWORD }, freshIp(), {
      now: new Date("2026-03-02T10:15:00Z"),
    });
    expect(later.ok).toBe(true);
  });

  it("holds the account limit when 30 guesses arrive at once", async () => {
    const { email } = await account();
    const verify = countingVerifier();
    const results = await Promise.all(
      Array.from({ length: 30 }, (_, attempt) =>
        authorizeCredentials({ email, password: `Wrong-${attempt}-pass` }, freshIp(), {
          verifyPassword: verify,
        }),
      ),
    );
    expect(verify.mock.calls.length).toBeLessThanOrEqual(5);
    expect(results.every((r) => !r.ok)).toBe(true);
  });

  it("counts only failures: successful sign-ins leave the allowance untouched", async () => {
    const { email } = await account();
    const ip = freshIp();
    for (let i = 0; i < 10; i += 1) {
      expect((await authorizeCredentials({ email, password: PASSWORD }, ip)).ok).toBe(true);
    }
    for (let i = 0; i < 4; i += 1) {
      await authorizeCredentials({ email, password: "Wrong-password-1" }, ip);
    }
    expect((await authorizeCredentials({ email, password: PASSWORD }, ip)).ok).toBe(true);
  });

  it("allows 20 failures per address across accounts, then refuses every account from it", async () => {
    const ip = freshIp();
    const verify = countingVerifier();
    const accounts = await Promise.all(Array.from({ length: 5 }, () => account()));
    const codes: string[] = [];
    for (let attempt = 0; attempt < 25; attempt += 1) {
      const target = accounts[attempt % accounts.length];
      if (!target) throw new Error("no account");
      const result = await authorizeCredentials(
        { email: target.email, password: "Wrong-password-1" },
        ip,
        {
          verifyPassword: verify,
        },
      );
      codes.push(result.ok ? "ok" : result.code);
    }
    // 5 accounts x 4 failures = 20: no account reached its own limit of 5.
    expect(verify).toHaveBeenCalledTimes(20);
    expect(codes.slice(0, 20)).toEqual(Array(20).fill("invalid"));
    expect(codes.slice(20).every((code) => code.startsWith("rate-limited:"))).toBe(true);

    const other = await account();
    const fromSameIp = await authorizeCredentials({ email: other.email, password: PASSWORD }, ip);
    expect(fromSameIp.ok).toBe(false);
    const fromElsewhere = await authorizeCredentials(
      { email: other.email, password: PASSWORD },
      freshIp(),
    );
    expect(fromElsewhere.ok).toBe(true);
  });

  it("keeps only keyed hashes of e-mails and addresses", async () => {
    const { email } = await account();
    const ip = freshIp();
    await authorizeCredentials({ email, password: "Wrong-password-1" }, ip);
    const keys = (await prisma.rateLimitBucket.findMany()).map((bucket) => bucket.key);
    expect(keys).toHaveLength(2);
    for (const key of keys) {
      expect(key).toMatch(/^sign-in-(account|ip):[0-9a-f]{64}$/);
      expect(key).not.toContain(email);
      expect(key).not.toContain(ip);
    }
  });
});

describe("the next-auth credentials provider", () => {
  const authorize = credentialsAuthorize();

  it("marks the browser as known with an HttpOnly cookie on a successful sign-in only", async () => {
    const { email } = await account();
    await expect(
      authorize({ email, password: "Wrong-password-1" }, { headers: {} }),
    ).rejects.toThrow("invalid");
    expect(cookieWrites).not.toHaveBeenCalled();
    await authorize({ email, password: PASSWORD }, { headers: {} });
    expect(cookieWrites).toHaveBeenCalledWith(
      "saheli-device",
      expect.stringMatching(/^v1\./),
      expect.objectContaining({ httpOnly: true, sameSite: "lax", path: "/" }),
    );
  });

  it("throws the error code next-auth hands to the sign-in form, and reads the proxy's address", async () => {
    const { email, id } = await account();
    const others = await Promise.all(Array.from({ length: 5 }, () => account()));
    // Through nginx on this machine: the visitor is the entry nginx appended.
    const headers = servedHeaders(
      "127.0.0.1",
      { "x-forwarded-for": "10.0.0.1, 203.0.113.77" },
      "127.0.0.1",
    );
    await expect(authorize({ email, password: PASSWORD }, { headers })).resolves.toEqual({
      id,
      role: "patient",
      status: "active",
    });
    // The address's 20 failures, four on each of five accounts (under each account's own limit).
    for (const other of [...others, ...others, ...others, ...others]) {
      await expect(
        authorize({ email: other.email, password: "Wrong-password-1" }, { headers }),
      ).rejects.toThrow("invalid");
    }
    await expect(authorize({ email, password: PASSWORD }, { headers })).rejects.toThrow(
      /^rate-limited:\d+$/,
    );
  });
});
