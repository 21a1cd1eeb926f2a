import "server-only";
import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import { cookies } from "next/headers";
import { authSecret, DEVELOPMENT_AUTH_SECRET, useSecureCookies } from "@/lib/auth/config";

/**
 * "This browser has signed in to this account before": a long-lived HttpOnly cookie set on every
 * successful sign-in, so a stranger's wrong passwords cannot lock the account's holder out
 * (lib/auth/sign-in-limit.ts gives a known device a budget of its own).
 *
 * The cookie holds a random device id and, per account signed in from here, a keyed tag of
 * (device id, account id). No account id, e-mail or name is in it, and a tag cannot be made without
 * the server's secret, so neither copying another device's id nor editing the cookie makes a
 * browser known to an account it never signed in to.
 */

export const knownDeviceCookieName = useSecureCookies ? "__Host-saheli-device" : "saheli-device";

/** About the longest a browser keeps a cookie (Chrome caps at 400 days). */
export const KNOWN_DEVICE_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

/** A shared family phone may sign in to a few accounts; older ones drop off. */
const MAX_ACCOUNTS_PER_DEVICE = 5;

const VERSION = "v1";
const ID_PATTERN = /^[A-Za-z0-9_-]{22}$/;

// Its own key, derived from the session secret, so a tag is never valid as anything else.
const KEY = createHmac("sha256", authSecret ?? DEVELOPMENT_AUTH_SECRET)
  .update("saheli-known-device-v1")
  .digest();

function tagFor(deviceId: string, userId: string): string {
  return createHmac("sha256", KEY)
    .update(`${deviceId}:${userId}`)
    .digest()
    .subarray(0, 16)
    .toString("base64url");
}

type DeviceCookie = { deviceId: string; tags: string[] };

function parse(value: string | null | undefined): DeviceCookie | null {
  const [version, deviceId, ...tags] = (value ?? "").split(".");
  if (version !== VERSION || !deviceId || !ID_PATTERN.test(deviceId)) return null;
  return { deviceId, tags: tags.filter((tag) => ID_PATTERN.test(tag)) };
}

/** The device cookie's value from a Cookie request header, or null. */
export function knownDeviceCookieFromHeader(header: string | null | undefined): string | null {
  for (const part of (header ?? "").split(";")) {
    const [name, ...rest] = part.trim().split("=");
    if (name === knownDeviceCookieName) return rest.join("=");
  }
  return null;
}

/** The device id when this cookie proves an earlier sign-in to `userId`, else null. */
export function knownDeviceFor(cookie: string | null | undefined, userId: string): string | null {
  const parsed = parse(cookie);
  if (!parsed) return null;
  const expected = Buffer.from(tagFor(parsed.deviceId, userId));
  const known = parsed.tags.some((tag) => {
    const given = Buffer.from(tag);
    return given.length === expected.length && timingSafeEqual(given, expected);
  });
  return known ? parsed.deviceId : null;
}

/** The cookie's value after `userId` signed in from this browser: same device id, one more tag. */
export function deviceCookieAfterSignIn(cookie: string | null | undefined, userId: string): string {
  const parsed = parse(cookie) ?? { deviceId: randomBytes(16).toString("base64url"), tags: [] };
  const tag = tagFor(parsed.deviceId, userId);
  const tags = [...parsed.tags.filter((t) => t !== tag), tag].slice(-MAX_ACCOUNTS_PER_DEVICE);
  return [VERSION, parsed.deviceId, ...tags].join(".");
}

export const knownDeviceCookieOptions = {
  httpOnly: true,
  sameSite: "lax",
  secure: useSecureCookies,
  path: "/",
  maxAge: KNOWN_DEVICE_MAX_AGE_SECONDS,
} as const;

/**
 * Sets the cookie on the sign-in response. Called from next-auth's authorize(), which runs inside
 * the App Router route handler: Next.js adds what cookies() sets there to the response next-auth
 * returns. A failure only costs the lock-out protection, never the sign-in, so it is logged.
 */
export async function rememberDevice(value: string): Promise<void> {
  try {
    (await cookies()).set(knownDeviceCookieName, value, knownDeviceCookieOptions);
  } catch (error) {
    console.error(
      "[auth] could not set the device cookie",
      error instanceof Error ? error.name : error,
    );
  }
}
