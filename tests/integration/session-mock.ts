import { beforeEach, vi } from "vitest";

/**
 * Set-up run before every integration test file. The tests call the app's actions and reads
 * directly, outside any Next.js request, so this stands in for what a request would give them:
 * - the session cookie (lib/auth/session-token.ts): whom it names is set with `as(user)` or
 *   `asNobody()`; the server-side session it names is real (tests/fixtures/session-token.ts), so
 *   every check in lib/auth/session.ts still runs;
 * - next/headers: the request's headers as scripts/serve.mjs handed them on (`sentWith`), and a
 *   cookie store whose writes are recorded (`cookieWrites`);
 * - next/cache: reads run uncached, revalidations are recorded (`revalidated`).
 * Each test starts signed out, with no headers and nothing recorded.
 */

const request = vi.hoisted(() => ({
  session: { userId: null as string | null, sessionId: null as string | null },
  headers: (): Record<string, string> => ({}),
  cookieWrites: vi.fn(),
  revalidated: { paths: [] as string[], tags: [] as string[] },
}));

vi.mock("@/lib/auth/session-token", async () =>
  (await import("@/tests/fixtures/session-token")).mockSessionToken(request.session),
);

vi.mock("next/headers", () => ({
  headers: async () => new Headers(request.headers()),
  // No browser keeps cookies here: nothing is sent, and what the app sets is only recorded.
  cookies: async () => ({ get: () => undefined, set: request.cookieWrites }),
}));

vi.mock("next/cache", () => ({
  revalidatePath: (path: string) => request.revalidated.paths.push(path),
  revalidateTag: (tag: string) => request.revalidated.tags.push(tag),
  unstable_cache: <T>(fn: T) => fn,
}));

/** What follows runs with her session cookie (a live session of hers, or the one named), or none. */
export function as(user: { id: string } | null, sessionId: string | null = null): void {
  request.session.userId = user?.id ?? null;
  request.session.sessionId = sessionId;
}

/** What follows runs with no session cookie. */
export function asNobody(): void {
  request.session.userId = null;
  request.session.sessionId = null;
}

/**
 * The request's headers as scripts/serve.mjs handed them on (tests/fixtures/client-address.ts
 * builds them): the same for every call, or made afresh for each.
 */
export function sentWith(headers: Record<string, string> | (() => Record<string, string>)): void {
  request.headers = typeof headers === "function" ? headers : () => headers;
}

/** Every cookies().set(name, value, options) the app made in this test. */
export const cookieWrites = request.cookieWrites;

/** The paths and tags revalidated in this test. */
export const revalidated = request.revalidated;

beforeEach(() => {
  asNobody();
  sentWith({});
  cookieWrites.mockClear();
  revalidated.paths.length = 0;
  revalidated.tags.length = 0;
});
