import * as z from "zod/mini";

/**
 * Clean-up of free text people type into forms (names, symptoms, a bio). React escapes on display
 * anyway: these keep tags out of the e-mails, exports and printouts made from the stored rows.
 */

/** PostgreSQL cannot store U+0000 in text: refused with this message, never "try again later". */
export const NUL_MESSAGE =
  "Please remove the invisible control character (NUL) from this field and try again.";

/** The zod check for any text field: refuses a NUL character with NUL_MESSAGE. */
export const withoutNul = () =>
  z.refine<string>((value) => !value.includes("\0"), { error: NUL_MESSAGE, abort: true });

/**
 * Where a NUL character sits in an action's input: the top-level field holding it ("" when the
 * input itself is that string), or null when there is none. Every action helper checks this
 * before its schema, so no form can reach the database with one, whatever its schema forgot.
 */
export function fieldWithNul(input: unknown, depth = 0): string | null {
  if (typeof input === "string") return input.includes("\0") ? "" : null;
  if (depth > 8 || typeof input !== "object" || input === null) return null;
  for (const [name, value] of Object.entries(input)) {
    if (fieldWithNul(value, depth + 1) !== null) return Array.isArray(input) ? "" : name;
  }
  return null;
}

// Bidirectional controls reorder what staff read (U+202E shows "Priya" as "ayirP" and can make a
// name pass for another), and zero-width characters make two different names look the same.
const INVISIBLE =
  /[\u00AD\u061C\u180E\u200B\u200E\u200F\u202A-\u202E\u2060-\u2064\u2066-\u2069\uFEFF]/g;
// Zero-width (non-)joiners also shape words in Indian scripts and Arabic (the half forms of
// Devanagari, Malayalam's chillu letters at a word's end), so they stay right after such a letter.
const SHAPING_SCRIPTS = [
  "Devanagari",
  "Bengali",
  "Gurmukhi",
  "Gujarati",
  "Oriya",
  "Tamil",
  "Telugu",
  "Kannada",
  "Malayalam",
  "Sinhala",
  "Arabic",
]
  .map((script) => `\\p{Script=${script}}`)
  .join("");
const STRAY_JOINER = new RegExp(`(?<![${SHAPING_SCRIPTS}])[\u200C\u200D]`, "gu");

/** Removes bidirectional controls and zero-width characters, keeping joiners that shape letters. */
export function stripInvisible(value: string): string {
  return value.replace(INVISIBLE, "").replace(STRAY_JOINER, "");
}

/** Removes markup and stray angle brackets, and folds all whitespace to single spaces. */
export function stripMarkup(value: string): string {
  return stripInvisible(value)
    .replace(/<[^>]*>?/g, "")
    .replace(/[<>]/g, "")
    .replace(/\s+/g, " ")
    .trim();
}

/** Like stripMarkup but keeps line breaks (at most one blank line in a row). */
export function stripMarkupMultiline(value: string): string {
  return stripInvisible(value)
    .replace(/<[^>]*>?/g, "")
    .replace(/[<>]/g, "")
    .replace(/[^\S\n]+/g, " ")
    .replace(/\n{3,}/g, "\n\n")
    .trim();
}
