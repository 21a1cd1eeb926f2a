import { randomUUID } from "node:crypto";
import { afterAll, beforeEach, describe, expect, it, vi } from "vitest";
import { authorizeCredentials } from "@/lib/auth/credentials";
import { verifyPassword } from "@/lib/auth/password";
import { db } from "@/lib/db";
import { repeatedFailedSignIns } from "@/lib/queries/sign-in-failures";
import { createTestPrisma, resetDatabase } from "@/tests/fixtures/db";
import { fixturePasswordHash } from "@/tests/fixtures/passwords";
import { viewerOf } from "@/tests/fixtures/viewer";

/** Only the owner reads who is being guessed at. */
const owner = viewerOf({ id: randomUUID(), role: "owner" });

/**
 * Item 4 of issue 13: five wrong passwords used to lock any account for everyone, the holder
 * included, so anyone could keep the owner and every doctor out. Now a browser that has signed in
 * to the account before has an allowance of its own, and the owner sees the failures instead.
 */

const prisma = createTestPrisma();
const PASSWORD = "Correct-Horse-2026";
const passwordHash = fixturePasswordHash(PASSWORD);
const now = new Date("2026-03-02T10:03:00Z");

let ipCounter = 0;
function freshIp(): string {
  ipCounter += 1;
  return `203.0.113.${ipCounter % 250}`;
}

async function account(firstName = "Meera") {
  const email = `doctor.${randomUUID().slice(0, 8)}@example.in`;
  const user = await prisma.user.create({
    data: { email, passwordHash, role: "doctor", status: "active", firstName, lastName: "Iyer" },
    select: { id: true },
  });
  return { email, id: user.id };
}

/** Signs in with the right password from a browser and returns the cookie it was given. */
async function signInFromNewBrowser(email: string): Promise<string> {
  const result = await authorizeCredentials({ email, password: PASSWORD }, freshIp(), { now });
  if (!result.ok) throw new Error(`sign-in refused: ${result.code}`);
  return result.deviceCookie;
}

/** A stranger's attack: many wrong passwords from many addresses, no device cookie. */
async function strangerGuesses(email: string, times: number) {
  for (let attempt = 0; attempt < times; attempt += 1) {
    await authorizeCredentials({ email, password: `Guess-${attempt}-pass` }, freshIp(), { now });
  }
}

beforeEach(async () => {
  await resetDatabase(prisma);
});

afterAll(async () => {
  await prisma.$disconnect();
  await db.$disconnect();
});

describe("lock-outs that cannot be used against the account's holder", () => {
  it("a stranger's five failures do not lock out a device that signed in before", async () => {
    const { email, id } = await account();
    const herPhone = await signInFromNewBrowser(email);

    await strangerGuesses(email, 30);
    // Strangers are still held to the account's five checks, the right password included.
    const stranger = await authorizeCredentials({ email, password: PASSWORD }, freshIp(), { now });
    expect(stranger).toEqual({ ok: false, code: "rate-limited:12" });

    const verify = vi.fn(verifyPassword);
    const holder = await authorizeCredentials({ email, password: PASSWORD }, freshIp(), {
      deviceCookie: herPhone,
      now,
      verifyPassword: verify,
    });
    expect(holder).toMatchObject({ ok: true, user: { id } });
    expect(verify).toHaveBeenCalledTimes(1);
  });

  it("gives a known device its own small budget of five checks", async () => {
    const { email } = await account();
    const herPhone = await signInFromNewBrowser(email);
    const herLaptop = await signInFromNewBrowser(email);
    const verify = vi.fn(verifyPassword);
    for (let attempt = 0; attempt < 8; attempt += 1) {
      await authorizeCredentials({ email, password: `Typo-${attempt}-pass` }, freshIp(), {
        deviceCookie: herPhone,
        now,
        verifyPassword: verify,
      });
    }
    expect(verify).toHaveBeenCalledTimes(5);
    expect(
      await authorizeCredentials({ email, password: PASSWORD }, freshIp(), {
        deviceCookie: herPhone,
        now,
      }),
    ).toEqual({ ok: false, code: "rate-limited:12" });
    // Her phone's mistakes are not spent from her laptop's allowance, nor from strangers'.
    expect(
      (
        await authorizeCredentials({ email, password: PASSWORD }, freshIp(), {
          deviceCookie: herLaptop,
          now,
        })
      ).ok,
    ).toBe(true);
    expect((await authorizeCredentials({ email, password: PASSWORD }, freshIp(), { now })).ok).toBe(
      true,
    );
  });

  it("does not count a cookie from another account, an edited one or a copied device id as known", async () => {
    const victim = await account();
    const attacker = await account("Mallory");
    const attackersOwn = await signInFromNewBrowser(attacker.email);
    const victimsPhone = await signInFromNewBrowser(victim.email);
    await strangerGuesses(victim.email, 5);

    const [version, deviceId, tag = ""] = victimsPhone.split(".");
    const forged = [
      attackersOwn,
      `${version}.${deviceId}.${tag.slice(0, -1)}${tag.endsWith("A") ? "B" : "A"}`,
      `${version}.${deviceId}.${attackersOwn.split(".")[2]}`,
      "v1.not-a-device",
    ];
    for (const deviceCookie of forged) {
      const result = await authorizeCredentials(
        { email: victim.email, password: PASSWORD },
        freshIp(),
        { deviceCookie, now },
      );
      expect(result).toEqual({ ok: false, code: "rate-limited:12" });
    }
  });

  it("keeps the device known to every account signed in from it, each with its own tag", async () => {
    const first = await account();
    const second = await account("Lata");
    const browser = await signInFromNewBrowser(first.email);
    const after = await authorizeCredentials(
      { email: second.email, password: PASSWORD },
      freshIp(),
      { deviceCookie: browser, now },
    );
    if (!after.ok) throw new Error("sign-in refused");
    expect(after.deviceCookie.split(".")[1]).toBe(browser.split(".")[1]);
    await strangerGuesses(first.email, 5);
    await strangerGuesses(second.email, 5);
    for (const { email } of [first, second]) {
      const result = await authorizeCredentials({ email, password: PASSWORD }, freshIp(), {
        deviceCookie: after.deviceCookie,
        now,
      });
      expect(result.ok).toBe(true);
    }
  });

  it("lets a known device in even when its address is spent by others' failures", async () => {
    const { email } = await account();
    const herPhone = await signInFromNewBrowser(email);
    const sharedIp = "198.18.0.7";
    const others = await Promise.all([account("A"), account("B"), account("C"), account("D")]);
    for (let attempt = 0; attempt < 20; attempt += 1) {
      const target = others[attempt % others.length];
      if (!target) throw new Error("no account");
      await authorizeCredentials({ email: target.email, password: "Wrong-pass-1" }, sharedIp, {
        now,
      });
    }
    expect((await authorizeCredentials({ email, password: PASSWORD }, sharedIp, { now })).ok).toBe(
      false,
    );
    const result = await authorizeCredentials({ email, password: PASSWORD }, sharedIp, {
      deviceCookie: herPhone,
      now,
    });
    expect(result.ok).toBe(true);
  });

  it("shows the owner repeated failed sign-ins per account, with counts and the last time, no addresses", async () => {
    const targeted = await account("Kavya");
    const quiet = await account("Asha");
    await strangerGuesses(targeted.email, 12);
    await authorizeCredentials({ email: quiet.email, password: "Wrong-pass-1" }, freshIp(), {
      now,
    });
    // Unknown e-mails leave nothing behind to show.
    await authorizeCredentials({ email: "nobody@example.in", password: "Wrong-pass-1" }, freshIp());

    const rows = await repeatedFailedSignIns(owner, new Date("2026-03-02T12:00:00Z"));
    expect(rows).toEqual([
      {
        userId: targeted.id,
        name: "Kavya Iyer",
        email: targeted.email,
        role: "doctor",
        failures: 5,
        refused: 7,
        lastFailedAt: now,
      },
    ]);

    const stored = await prisma.$queryRawUnsafe<Record<string, unknown>[]>(
      'SELECT * FROM "sign_in_failure_days"',
    );
    expect(stored).toHaveLength(2);
    for (const row of stored) {
      expect(Object.keys(row).sort()).toEqual(
        ["day", "failures", "last_failed_at", "refused", "user_id"].sort(),
      );
    }
    // A week later the list is empty again.
    expect(await repeatedFailedSignIns(owner, new Date("2026-03-11T12:00:00Z"))).toEqual([]);
  });
});
