import "server-only";
import { db } from "@/lib/db";
import type { PrismaClient } from "@/lib/generated/prisma/client";
import type { SignInErrorCode } from "@/lib/validations/auth-messages";
import { DUMMY_PASSWORD_HASH, verifyPassword, type PasswordVerifier } from "@/lib/auth/password";
import type { AccountStatus, Role } from "@/lib/auth/permissions";
import { deviceCookieAfterSignIn, knownDeviceFor } from "@/lib/auth/known-device";
import { recordFailedSignIn, reserveSignInAttempt } from "@/lib/auth/sign-in-limit";
import { signInSchema } from "@/lib/validations/auth";

/**
 * The credentials check behind next-auth's authorize(), as a plain function so tests call it
 * without HTTP: validate → reserve an attempt (refuse when the limit is spent, before bcrypt) →
 * one bcrypt compare whether or not the account exists → status. A browser whose known-device
 * cookie proves an earlier sign-in to the account has a limit of its own, so strangers' failures
 * cannot lock the holder out; every failure against an existing account is counted for the owner.
 */

export type AuthorizedUser = { id: string; role: Role; status: AccountStatus };

export type AuthorizeResult =
  | {
      ok: true;
      user: AuthorizedUser;
      /** The known-device cookie's new value, for the caller to set on the response. */
      deviceCookie: string;
    }
  | { ok: false; code: SignInErrorCode };

export type AuthorizeDeps = {
  /** The request's known-device cookie (lib/auth/known-device.ts), if it sent one. */
  deviceCookie?: string | null;
  db?: PrismaClient;
  verifyPassword?: PasswordVerifier;
  now?: Date;
};

export async function authorizeCredentials(
  credentials: unknown,
  ip: string | null,
  deps: AuthorizeDeps = {},
): Promise<AuthorizeResult> {
  const client = deps.db ?? db;
  const verify = deps.verifyPassword ?? verifyPassword;

  // The form checks these first; a request that skips it learns nothing and costs nothing.
  const parsed = signInSchema.safeParse(credentials);
  if (!parsed.success) return { ok: false, code: "invalid" };
  const { email, password } = parsed.data;

  // Looked up before the limit, to know whether this browser has signed in to it before. The
  // same query runs for an unknown e-mail, so this tells a guesser nothing.
  const user = await client.user.findUnique({
    where: { email },
    select: { id: true, role: true, status: true, passwordHash: true },
  });
  const deviceId = user ? knownDeviceFor(deps.deviceCookie, user.id) : null;
  const reservation = await reserveSignInAttempt(
    client,
    { email, ip, knownDevice: user && deviceId ? { userId: user.id, deviceId } : null },
    deps.now,
  );
  if (!reservation.allowed) {
    if (user) await recordFailedSignIn(client, user.id, "refused", deps.now);
    return { ok: false, code: `rate-limited:${reservation.minutesLeft}` };
  }

  const matches = await verify(password, user?.passwordHash ?? DUMMY_PASSWORD_HASH);
  if (!user || !matches) {
    if (user) await recordFailedSignIn(client, user.id, "failure", deps.now);
    return { ok: false, code: "invalid" };
  }

  // Only a correct password gets here, so "suspended" tells a guesser nothing new.
  await reservation.release();
  if (user.status === "suspended") return { ok: false, code: "suspended" };
  return {
    ok: true,
    user: { id: user.id, role: user.role, status: user.status },
    deviceCookie: deviceCookieAfterSignIn(deps.deviceCookie, user.id),
  };
}

/** next-auth hands authorize() the request headers as a plain object with lower-case names. */
export function headersFromRecord(
  record: Record<string, unknown> | undefined,
): Pick<Headers, "get"> {
  return {
    get(name: string) {
      const value = record?.[name.toLowerCase()];
      if (typeof value === "string") return value;
      if (Array.isArray(value) && typeof value[0] === "string") return value.join(", ");
      return null;
    },
  };
}
