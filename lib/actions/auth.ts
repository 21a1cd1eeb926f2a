"use server";

import { headers } from "next/headers";
import { createAccount, type SignUpResult } from "@/lib/auth/sign-up";
import { clientIp } from "@/lib/client-ip";
import { deliverSoon } from "@/lib/mail/outbox";

/**
 * Self-registration (accounts-and-staff.md §5, §6). Public: the per-address limit and the schema
 * inside createAccount are its guard. The answer is the same for a new and a taken e-mail. Signing in is next-auth's credentials route, not an action.
 * Nothing to revalidate: no page lists accounts without reading them per request.
 */
export async function signUp(input: unknown): Promise<SignUpResult> {
  const ip = clientIp(await headers());
  const result = await createAccount(input, { ip });
  // A welcome, or a note to the holder of a taken address: either way something to send.
  if (result.ok) deliverSoon();
  return result;
}
