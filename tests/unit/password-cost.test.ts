import bcrypt from "bcryptjs";
import { describe, expect, it } from "vitest";
import { BCRYPT_COST, DUMMY_PASSWORD_HASH, hashPassword } from "@/lib/auth/password";
import { BCRYPT_COST as SEED_BCRYPT_COST } from "@/prisma/seed-data";

/**
 * The integration tests hash their accounts at bcrypt's lowest cost, for speed
 * (tests/fixtures/passwords.ts). These keep the cost of every hash made outside the tests.
 */
describe("bcrypt's cost outside the tests", () => {
  it("is at least 10, bcrypt's usual minimum, for sign-up and the owner script", async () => {
    expect(BCRYPT_COST).toBeGreaterThanOrEqual(10);
    expect(bcrypt.getRounds(await hashPassword("Correct-Horse-2026"))).toBe(BCRYPT_COST);
  });

  it("is the same for the demo accounts the seed creates", () => {
    expect(SEED_BCRYPT_COST).toBe(BCRYPT_COST);
  });

  it("is the same for the compare an unknown e-mail gets, so timing tells nothing", () => {
    expect(bcrypt.getRounds(DUMMY_PASSWORD_HASH)).toBe(BCRYPT_COST);
  });
});
