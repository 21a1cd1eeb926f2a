import type { Metadata } from "next";
import { doctorsMetadata, DoctorsView } from "@/components/doctors/doctors-view";

export const metadata: Metadata = doctorsMetadata("en");

export default function DoctorsPage() {
  return <DoctorsView locale="en" />;
}
