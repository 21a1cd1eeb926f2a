import type { Metadata } from "next";
import { connection } from "next/server";
import {
  bookingMetadata,
  BookingPageView,
  type SearchParams,
} from "@/components/booking/booking-page-view";

export const metadata: Metadata = bookingMetadata("en");

/**
 * Rendered per request: middleware gives the booking form a nonce policy without 'unsafe-inline'
 * (lib/server/csp.ts), and a nonce cannot be baked into a page built once. Nothing here reads the
 * database, so a render costs little.
 */
export default async function BookConsultationPage({
  searchParams,
}: {
  searchParams: SearchParams;
}) {
  await connection();
  return <BookingPageView locale="en" params={await searchParams} />;
}
