"use server";

import { headers } from "next/headers";
import { createAccount, type SignUpResult } from "@/lib/auth/sign-up";
import { clientIp } from "@/lib/client-ip";

/**
 * Self-registration (accounts-and-staff.md §5, §6). Public: the per-address limit and the schema
 * inside createAccount are its guard. Signing in is next-auth's credentials route, not an action.
 * Nothing to revalidate: no page lists accounts without reading them per request.
 */
export async function signUp(input: unknown): Promise<SignUpResult> {
  const ip = clientIp(await headers());
  return createAccount(input, { ip });
}
