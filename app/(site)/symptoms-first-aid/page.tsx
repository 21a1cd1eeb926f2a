import type { Metadata } from "next";
import { symptomsMetadata, SymptomsView } from "@/components/symptoms/symptoms-view";

export const metadata: Metadata = symptomsMetadata("en");

export default function SymptomsFirstAidPage() {
  return <SymptomsView locale="en" />;
}
