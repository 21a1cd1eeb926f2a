import "server-only";
import { randomBytes } from "node:crypto";
import { cookies } from "next/headers";
import { holderHash } from "@/lib/appointments/holds";
import { useSecureCookies } from "@/lib/auth/config";

/*
 * Her browser's hold key (issue 37): a random value in an HTTP-only cookie, made the first time she
 * chooses a time. Only its hash is stored with a hold (lib/appointments/holds.ts), so the key names
 * no one and only her browser can see, use or release its hold. Sent on the booking pages and
 * their actions only; it lasts a day, well beyond a 10-minute hold.
 */

const HOLD_KEY_COOKIE = useSecureCookies ? "__Secure-saheli-hold" : "saheli-hold";
const KEY = /^[A-Za-z0-9_-]{43}$/;

/** Her holder hash, when her browser has a hold key already; null when it has none. */
export async function currentHolder(): Promise<string | null> {
  const key = (await cookies()).get(HOLD_KEY_COOKIE)?.value;
  return key && KEY.test(key) ? holderHash(key) : null;
}

/** Her holder hash, giving her browser a hold key first if it has none (actions and handlers only). */
export async function holderForChoice(): Promise<string> {
  const store = await cookies();
  const existing = store.get(HOLD_KEY_COOKIE)?.value;
  if (existing && KEY.test(existing)) return holderHash(existing);
  const key = randomBytes(32).toString("base64url");
  store.set(HOLD_KEY_COOKIE, key, {
    httpOnly: true,
    sameSite: "lax",
    secure: useSecureCookies,
    path: "/",
    maxAge: 24 * 60 * 60,
  });
  return holderHash(key);
}
