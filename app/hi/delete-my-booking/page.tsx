import type { Metadata } from "next";
import {
  DeleteMyBookingView,
  deleteMyBookingMetadata,
} from "@/components/privacy/booking-deletion-pages";

export const metadata: Metadata = deleteMyBookingMetadata("hi");

export default function HindiDeleteMyBookingPage() {
  return <DeleteMyBookingView locale="hi" />;
}
