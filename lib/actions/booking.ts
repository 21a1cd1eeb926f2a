"use server";

import { cookies, headers } from "next/headers";
import { createBooking } from "@/lib/booking";
import {
  PENDING_BOOKINGS_COOKIE,
  PENDING_BOOKINGS_MAX_AGE,
  withPendingReference,
} from "@/lib/booking-link";
import { useSecureCookies } from "@/lib/auth/config";
import { getSessionUser } from "@/lib/auth/session";
import { clientIp } from "@/lib/client-ip";
import type { BookingFormValues, BookingResult } from "@/lib/validations/booking";

/**
 * The public booking form's action. Anyone may book, so "authorize" is the honeypot and the per-IP
 * limit inside createBooking, which also parses the input again: the type below describes what the
 * form sends, not what can be trusted. Nothing to revalidate: no public page shows bookings.
 *
 * A signed-in patient's booking is hers at once. A signed-out booking's reference is remembered in
 * an HttpOnly cookie, so that signing in from this browser links it (lib/booking-link.ts).
 */
export async function submitBooking(input: BookingFormValues): Promise<BookingResult> {
  const ip = clientIp(await headers());
  const user = await getSessionUser();
  const patientId = user?.role === "patient" && user.status === "active" ? user.id : null;
  const result = await createBooking(input, { ip, patientId });
  if (result.ok && !patientId && !user) {
    const store = await cookies();
    store.set(
      PENDING_BOOKINGS_COOKIE,
      withPendingReference(store.get(PENDING_BOOKINGS_COOKIE)?.value, result.data.reference),
      {
        httpOnly: true,
        sameSite: "lax",
        secure: useSecureCookies,
        path: "/",
        maxAge: PENDING_BOOKINGS_MAX_AGE,
      },
    );
  }
  return result;
}
