import type { Metadata } from "next";
import {
  DeleteMyBookingView,
  deleteMyBookingMetadata,
} from "@/components/privacy/booking-deletion-pages";

export const metadata: Metadata = deleteMyBookingMetadata("en");

/** Her right to erasure when she booked without an account; in Hindi at /hi/delete-my-booking. */
export default function DeleteMyBookingPage() {
  return <DeleteMyBookingView locale="en" />;
}
