"use server";

import { cookies, headers } from "next/headers";
import { publicAction } from "@/lib/actions/safe-action";
import { createBooking, refusedBooking } from "@/lib/booking";
import {
  PENDING_BOOKINGS_COOKIE,
  PENDING_BOOKINGS_MAX_AGE,
  withPendingReference,
} from "@/lib/booking-link";
import { useSecureCookies } from "@/lib/auth/config";
import { getSessionUser } from "@/lib/auth/session";
import { clientIp } from "@/lib/client-ip";
import { deliverSoon } from "@/lib/mail/outbox";
import { bookingSchema } from "@/lib/validations/booking";

/**
 * The public booking form's action. Anyone may book, so "authorize" is the honeypot (see
 * refusedBooking) and the per-IP limit inside createBooking. Nothing to revalidate: no public page
 * shows bookings.
 *
 * A signed-in patient's booking is hers at once. A signed-out booking's reference is remembered in
 * an HttpOnly cookie, so that signing in from this browser links it (lib/booking-link.ts).
 */
export const submitBooking = publicAction(
  bookingSchema,
  async ({ input }) => {
    const ip = clientIp(await headers());
    const user = await getSessionUser();
    const patientId = user?.role === "patient" && user.status === "active" ? user.id : null;
    const result = await createBooking(input, { ip, patientId });
    // Her confirmation e-mail, queued with the booking, goes out now.
    if (result.ok) deliverSoon();
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
  },
  { scope: "booking", invalid: refusedBooking },
);
