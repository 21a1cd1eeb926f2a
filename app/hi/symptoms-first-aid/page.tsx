import type { Metadata } from "next";
import { symptomsMetadata, SymptomsView } from "@/components/symptoms/symptoms-view";

export const metadata: Metadata = symptomsMetadata("hi");

export default function HindiSymptomsFirstAidPage() {
  return <SymptomsView locale="hi" />;
}
