/**
 * Clean-up of free text people type into forms (names, symptoms, a bio). React escapes on display
 * anyway: these keep tags out of the e-mails, exports and printouts made from the stored rows.
 */

/** Removes markup and stray angle brackets, and folds all whitespace to single spaces. */
export function stripMarkup(value: string): string {
  return value
    .replace(/<[^>]*>?/g, "")
    .replace(/[<>]/g, "")
    .replace(/\s+/g, " ")
    .trim();
}

/** Like stripMarkup but keeps line breaks (at most one blank line in a row). */
export function stripMarkupMultiline(value: string): string {
  return value
    .replace(/<[^>]*>?/g, "")
    .replace(/[<>]/g, "")
    .replace(/[^\S\n]+/g, " ")
    .replace(/\n{3,}/g, "\n\n")
    .trim();
}
