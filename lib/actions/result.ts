/**
 * What every server action returns (docs/architecture.md, "Actions via the one helper"): data on
 * success, or a message to show and the fields it concerns. Client-importable: forms narrow on `ok`.
 */
export type ActionResult<T> =
  { ok: true; data: T } | { ok: false; error: string; fieldErrors?: Record<string, string[]> };
