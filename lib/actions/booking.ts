"use server";

import { headers } from "next/headers";
import { createBooking } from "@/lib/booking";
import { clientIpFromHeaders } from "@/lib/rate-limit";
import type { BookingFormValues, BookingResult } from "@/lib/validations/booking";

/**
 * The public booking form's action. Anyone may book, so "authorize" is the honeypot and the per-IP
 * limit inside createBooking, which also parses the input again: the type below describes what the
 * form sends, not what can be trusted. Nothing to revalidate: no public page shows bookings.
 */
export async function submitBooking(input: BookingFormValues): Promise<BookingResult> {
  const ip = clientIpFromHeaders(await headers());
  return createBooking(input, { ip });
}
