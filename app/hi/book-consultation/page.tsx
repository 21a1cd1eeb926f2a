import type { Metadata } from "next";
import { connection } from "next/server";
import {
  bookingMetadata,
  BookingPageView,
  type SearchParams,
} from "@/components/booking/booking-page-view";

export const metadata: Metadata = bookingMetadata("hi");

/**
 * Rendered per request: middleware gives the booking form a nonce policy without 'unsafe-inline'
 * (lib/server/csp.ts), and a nonce cannot be baked into a page built once. It also shows the
 * doctors' free times as they are now (lib/booking/time-choices.ts): one small read.
 */
export default async function HindiBookConsultationPage({
  searchParams,
}: {
  searchParams: SearchParams;
}) {
  await connection();
  return <BookingPageView locale="hi" params={await searchParams} />;
}
