/**
 * What every server action returns (docs/house style): data on success, or a message to show and
 * the fields it concerns. Client-importable: forms narrow on `ok`.
 */
export type ActionResult<T> =
  { ok: true; data: T } | { ok: false; error: string; fieldErrors?: Record<string, string[]> };
