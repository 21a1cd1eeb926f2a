import { authMessages, type AuthMessages } from "@/lib/validations/auth-messages";
import { fill } from "@/lib/template";
import { siteConfig } from "@/content/site";

/**
 * The rules every new password meets, wherever it is set (sign-up, the owner script, the seed).
 * Client-safe and pure, so the sign-up form says at once what the server would say. The 10,000
 * common passwords are the one rule that stays on the server (lib/auth/password.ts): the list must
 * not reach a browser bundle, and it is also consulted for a common word with digits or symbols
 * added ("Welcome@123"), via `commonCore` below.
 */

export const passwordLengths = {
  /** Patients. */
  minimum: 8,
  /** Doctors, coordinators and the owner: their accounts open many patients' records. */
  staffMinimum: 12,
} as const;

/** The roles whose passwords need `passwordLengths.staffMinimum`. */
export function isStaffRole(role: string): boolean {
  return role === "doctor" || role === "coordinator" || role === "owner";
}

/** Fewer different characters than this reads as one character (or two) repeated. */
const MIN_DISTINCT_CHARACTERS = 5;

const SEQUENCES = [
  "abcdefghijklmnopqrstuvwxyz",
  "01234567890",
  "qwertyuiop",
  "asdfghjkl",
  "zxcvbnm",
  "qwertzuiop",
  "azertyuiop",
];
const ALL_SEQUENCES = [...SEQUENCES, ...SEQUENCES.map((s) => [...s].reverse().join(""))];

/** Lower-cased letters and digits only: "Priya.Sharma-1" → "priyasharma1". */
function lettersAndDigits(value: string): string {
  return value.toLowerCase().replace(/[^\p{L}\p{N}]/gu, "");
}

/** The password with digits and symbols at either end taken off: "Welcome@123" → "welcome". */
export function commonCore(password: string): string {
  return password.toLowerCase().replace(/^[^\p{L}]+|[^\p{L}]+$/gu, "");
}

/** Whether `value` is made only of runs of 3+ consecutive keys or letters ("abcd1234", "qwerty"). */
function isSequence(value: string): boolean {
  if (value.length < 3) return false;
  let at = 0;
  while (at < value.length) {
    let longest = 0;
    for (const sequence of ALL_SEQUENCES) {
      for (let end = value.length; end - at > longest; end -= 1) {
        if (sequence.includes(value.slice(at, end))) {
          longest = end - at;
          break;
        }
      }
    }
    if (longest < 3) return false;
    at += longest;
  }
  return true;
}

const productStem = lettersAndDigits(siteConfig.name);
const productWords = siteConfig.name
  .toLowerCase()
  .split(/[^\p{L}]+/u)
  .filter((word) => word.length >= 3);

/** The e-mail's local part and its pieces: "priya.sharma+x@…" → "priyasharmax", "priya", "sharma". */
function emailWords(email: string): { stem: string; pieces: string[] } {
  const local = email.toLowerCase().split("@")[0] ?? "";
  return {
    stem: lettersAndDigits(local),
    pieces: local.split(/[^\p{L}]+/u).filter((piece) => piece.length >= 3),
  };
}

export type PasswordContext = {
  /** The account's e-mail, when known: a password built on it is refused. */
  email?: string;
  /** The account's role: staff passwords need more characters. */
  role?: string;
};

/**
 * Why this password is refused (the message to show), or null when these rules accept it. Length
 * limits in bytes are the schema's; the common-password list is the server's.
 */
export function passwordProblem(
  password: string,
  context: PasswordContext = {},
  m: AuthMessages = authMessages,
): string | null {
  const staff = context.role !== undefined && isStaffRole(context.role);
  if (staff && [...password].length < passwordLengths.staffMinimum) {
    return m.staffPasswordTooShort;
  }
  if ([...password].length < passwordLengths.minimum) return m.passwordTooShort;

  const lower = password.toLowerCase();
  const stem = lettersAndDigits(password);
  const core = lettersAndDigits(commonCore(password));

  if (new Set(lower).size < MIN_DISTINCT_CHARACTERS) return m.passwordRepeated;
  if (isSequence(stem) || isSequence(core)) return m.passwordSequence;
  if (stem.includes(productStem) || productWords.includes(core)) {
    return m.passwordProductName;
  }
  if (context.email) {
    const { stem: local, pieces } = emailWords(context.email);
    const digitsTrimmed = stem.replace(/^\p{N}+|\p{N}+$/gu, "");
    if (
      lower.includes(context.email.toLowerCase()) ||
      (local.length >= 3 && (digitsTrimmed === local || core === local)) ||
      pieces.includes(core)
    ) {
      return m.passwordEmail;
    }
  }
  return null;
}

/** The sign-up form's hint under the password field, for the role she has chosen. */
export function passwordHint(role: string, m: AuthMessages = authMessages): string {
  return fill(isStaffRole(role) ? m.passwordHintStaff : m.passwordHintPatient, {
    minimum: passwordLengths.minimum,
    staffMinimum: passwordLengths.staffMinimum,
    name: siteConfig.name,
  });
}
