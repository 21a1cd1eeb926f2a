"use server";

import { headers } from "next/headers";
import { publicAction } from "@/lib/actions/safe-action";
import { clientIp } from "@/lib/server/client-ip";
import { deliverSoon } from "@/lib/mail/outbox";
import {
  confirmBookingDeletion,
  deletionConfirmSchema,
  deletionConfirmSchemaFor,
  deletionRequestSchema,
  deletionRequestSchemaFor,
  requestBookingDeletion,
} from "@/lib/privacy/booking-deletion";

/**
 * A signed-out visitor's data rights (issue: privacy). Public, like the booking form: the limits
 * per address and per e-mail inside requestBookingDeletion are the guard, and the one-time link
 * proves she holds the e-mail before anything is erased.
 */

/** Sends the one-time link, if the address has bookings; the answer is the same either way. */
export const requestBookingDeletionLink = publicAction(
  deletionRequestSchema,
  async ({ input }) => {
    const ip = clientIp(await headers());
    const result = await requestBookingDeletion(input, { ip });
    if (result.ok) deliverSoon();
    return result;
  },
  { scope: "booking-deletion-request", schemaFor: deletionRequestSchemaFor },
);

/** The press on the linked page: erases her bookings if the link is live. */
export const confirmBookingDeletionLink = publicAction(
  deletionConfirmSchema,
  async ({ input }) => confirmBookingDeletion(input.token, new Date(), input.locale),
  { scope: "booking-deletion-confirm", schemaFor: deletionConfirmSchemaFor },
);
