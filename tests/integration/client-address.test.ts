import { randomInt, randomUUID } from "node:crypto";
import { afterAll, beforeEach, describe, expect, it } from "vitest";
import { signUp } from "@/lib/actions/auth";
import { submitBooking } from "@/lib/actions/booking";
import { signUpRateLimit } from "@/lib/auth/sign-up";
import { signInIpLimit } from "@/lib/auth/sign-in-limit";
import { bookingRateLimit } from "@/lib/booking/submit";
import { db } from "@/lib/db";
import { credentialsAuthorize } from "@/tests/fixtures/authorize";
import { rotatingAddress, servedHeaders } from "@/tests/fixtures/client-address";
import { createTestPrisma, resetDatabase } from "@/tests/fixtures/db";
import { openDayAhead } from "@/tests/fixtures/india-days";
import { uniquePhone } from "@/tests/fixtures/phones";
import { sentWith } from "@/tests/integration/session-mock";

/**
 * Item 3 of issue 13: per-address limits count the address scripts/serve.mjs found, never one the
 * client wrote. Each request below goes through the server's preparation (servedHeaders) and then
 * the real action, as it would over HTTP.
 */

const prisma = createTestPrisma();

/** A peer that is not a proxy: one visitor on the Internet, connecting directly. */
function visitor(): string {
  return `198.51.100.${randomInt(1, 255)}`;
}

function bookingInput() {
  return {
    firstName: "Meera",
    lastName: "Iyer",
    email: `meera.${randomUUID().slice(0, 8)}@example.com`,
    phone: uniquePhone(),
    age: 41,
    preferredDate: openDayAhead(7),
    preferredTime: "2:30 PM",
    consultationType: "initial",
    urgency: "low",
    privacyConsent: true,
    idempotencyKey: randomUUID(),
    website: "",
  } as const;
}

function signUpInput() {
  return {
    firstName: "Ishita",
    lastName: "Banerjee",
    email: `ishita.${randomUUID().slice(0, 8)}@example.in`,
    password: "Jasmine-Garden-2026",
  };
}

beforeEach(async () => {
  await resetDatabase(prisma);
});

afterAll(async () => {
  await prisma.$disconnect();
  await db.$disconnect();
});

describe("per-address limits behind scripts/serve.mjs", () => {
  it("does not let rotating X-Forwarded-For from an untrusted peer escape the booking limit", async () => {
    const peer = visitor();
    for (let i = 0; i < bookingRateLimit.limit; i += 1) {
      sentWith(servedHeaders(peer, { "x-forwarded-for": rotatingAddress() }));
      expect((await submitBooking(bookingInput())).ok).toBe(true);
    }
    sentWith(servedHeaders(peer, { "x-forwarded-for": rotatingAddress() }));
    const refused = await submitBooking(bookingInput());
    expect(refused.ok).toBe(false);
    if (!refused.ok) expect(refused.error).toMatch(/paused new ones/);
  });

  it("does not let a forged copy of the server's own address header escape it either", async () => {
    const peer = visitor();
    for (let i = 0; i < bookingRateLimit.limit; i += 1) {
      sentWith(servedHeaders(peer, { "x-saheli-client-ip": rotatingAddress() }));
      expect((await submitBooking(bookingInput())).ok).toBe(true);
    }
    sentWith(servedHeaders(peer, { "x-saheli-client-ip": rotatingAddress() }));
    expect((await submitBooking(bookingInput())).ok).toBe(false);
  });

  it("counts each client a trusted proxy reports on its own", async () => {
    // nginx on this machine, as the README's deployment notes set it up.
    const first = "203.0.113.200";
    for (let i = 0; i < bookingRateLimit.limit; i += 1) {
      sentWith(
        servedHeaders("127.0.0.1", { "x-forwarded-for": `10.9.9.${i}, ${first}` }, "127.0.0.1,::1"),
      );
      expect((await submitBooking(bookingInput())).ok).toBe(true);
    }
    // The same client again, whatever she writes before the proxy's entry: refused.
    sentWith(
      servedHeaders("127.0.0.1", { "x-forwarded-for": `10.9.9.99, ${first}` }, "127.0.0.1,::1"),
    );
    expect((await submitBooking(bookingInput())).ok).toBe(false);
    // Another client through the same proxy: her own limit.
    sentWith(servedHeaders("127.0.0.1", { "x-forwarded-for": "203.0.113.201" }, "127.0.0.1,::1"));
    expect((await submitBooking(bookingInput())).ok).toBe(true);
  });

  it("does not let rotating X-Forwarded-For escape the sign-up limit", async () => {
    const peer = visitor();
    for (let i = 0; i < signUpRateLimit.limit; i += 1) {
      sentWith(servedHeaders(peer, { "x-forwarded-for": rotatingAddress() }));
      expect((await signUp(signUpInput())).ok).toBe(true);
    }
    sentWith(servedHeaders(peer, { "x-forwarded-for": rotatingAddress() }));
    expect((await signUp(signUpInput())).ok).toBe(false);
  });

  it("does not let rotating X-Forwarded-For escape the sign-in limit per address", async () => {
    const authorize = credentialsAuthorize();
    const peer = visitor();
    const attempt = (i: number) =>
      authorize(
        { email: `nobody.${i}@example.in`, password: "Wrong-password-1" },
        { headers: servedHeaders(peer, { "x-forwarded-for": rotatingAddress() }) },
      );
    for (let i = 0; i < signInIpLimit.limit; i += 1) {
      await expect(attempt(i)).rejects.toThrow("invalid");
    }
    await expect(attempt(signInIpLimit.limit)).rejects.toThrow(/^rate-limited:\d+$/);
  });
});
