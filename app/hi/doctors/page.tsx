import type { Metadata } from "next";
import { doctorsMetadata, DoctorsView } from "@/components/doctors/doctors-view";

export const metadata: Metadata = doctorsMetadata("hi");

export default function HindiDoctorsPage() {
  return <DoctorsView locale="hi" />;
}
