import "server-only";
import { readFileSync } from "node:fs";
import path from "node:path";
import bcrypt from "bcryptjs";
import { authMessages, type AuthMessages } from "@/lib/validations/auth-messages";
import { commonCore, passwordProblem, type PasswordContext } from "@/lib/validations/password";

/**
 * Password hashing and the common-password list. Server-only: the list is 10,000 words that must
 * never reach a browser bundle, and hashes never leave lib/auth.
 */

/** Same cost as the seed (prisma/seed-data.ts BCRYPT_COST), about 100-200 ms per hash here. */
export const BCRYPT_COST = 11;

/**
 * A bcrypt hash (cost 11) of a random string nobody knows. Compared against when the e-mail is
 * unknown, so a missing account costs the same time as a wrong password and timing reveals nothing.
 */
export const DUMMY_PASSWORD_HASH = "$2b$11$WBQ6v4bjPbNd3gFGKLlJkeF/apt0JmuITorH/xbPt3d2rWWg8i4vq";

export async function hashPassword(password: string): Promise<string> {
  return bcrypt.hash(password, BCRYPT_COST);
}

export async function verifyPassword(password: string, hash: string): Promise<boolean> {
  return bcrypt.compare(password, hash);
}

/** Checks a password against a hash; injectable so tests can count how often bcrypt runs. */
export type PasswordVerifier = (password: string, hash: string) => Promise<boolean>;

// Read from the working directory (the project root under `next start`, vitest and tsx) rather than
// bundled, so the list stays one plain file. A standalone output build would have to copy it along
// (outputFileTracingIncludes in next.config.mjs).
const COMMON_PASSWORDS_FILE = path.join(process.cwd(), "lib", "auth", "common-passwords.txt");

let commonPasswords: ReadonlySet<string> | null = null;

function loadCommonPasswords(): ReadonlySet<string> {
  if (commonPasswords) return commonPasswords;
  const words = readFileSync(COMMON_PASSWORDS_FILE, "utf8")
    .split(/\r?\n/)
    .filter((line) => line !== "" && !line.startsWith("# "))
    .map((line) => line.toLowerCase());
  commonPasswords = new Set(words);
  return commonPasswords;
}

/** True for one of the 10,000 most common passwords, whatever its letter case. */
export function isCommonPassword(password: string): boolean {
  return loadCommonPasswords().has(password.toLowerCase());
}

/** How many passwords the list holds (for tests and the owner script's message). */
export function commonPasswordCount(): number {
  return loadCommonPasswords().size;
}

/**
 * The common-password rule: the password itself, or its core once digits and symbols at either end
 * are taken off ("Welcome@123" is "welcome", which is on the list).
 */
export function commonPasswordProblem(
  password: string,
  m: AuthMessages = authMessages,
): string | null {
  if (isCommonPassword(password)) return m.passwordCommon;
  const core = commonCore(password);
  // Very short cores ("ab" in "ab123456!") say little; the other rules judge those.
  if (core.length >= 4 && isCommonPassword(core)) return m.passwordCommonBase;
  return null;
}

/** Every rule for a new password, for places that set one outside a form (scripts, the seed). */
export function newPasswordProblem(
  password: string,
  context: PasswordContext,
  m: AuthMessages = authMessages,
): string | null {
  return passwordProblem(password, context, m) ?? commonPasswordProblem(password, m);
}
