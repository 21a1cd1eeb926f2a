/**
 * What app/api/me/route.ts answers for a signed-in user (null when nobody is): only what the
 * header's account menu shows. Type-only, so the client store and the route handler share it
 * without either importing the other.
 */
export type MeResponse = {
  firstName: string;
  role: string;
  areaPath: string;
  areaTitle: string;
  /** Messages waiting for her (a count only: nothing about them). */
  unread: number;
} | null;
