"use server";

import { headers } from "next/headers";
import { deliverSoon } from "@/lib/mail/outbox";
import {
  confirmBookingDeletion,
  requestBookingDeletion,
  type DeletionConfirmResult,
  type DeletionRequestResult,
} from "@/lib/privacy/booking-deletion";
import { clientIp } from "@/lib/client-ip";

/**
 * A signed-out visitor's data rights (issue: privacy). Public, like the booking form: the limits
 * per address and per e-mail inside requestBookingDeletion are the guard, and the one-time link
 * proves she holds the e-mail before anything is erased.
 */

export async function requestBookingDeletionLink(input: unknown): Promise<DeletionRequestResult> {
  const ip = clientIp(await headers());
  const result = await requestBookingDeletion(input, { ip });
  if (result.ok) deliverSoon();
  return result;
}

export async function confirmBookingDeletionLink(input: unknown): Promise<DeletionConfirmResult> {
  const token =
    typeof input === "object" && input !== null && "token" in input ? input.token : undefined;
  return confirmBookingDeletion(token);
}
