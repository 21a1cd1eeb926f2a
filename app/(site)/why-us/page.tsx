import type { Metadata } from "next";
import { whyUsMetadata, WhyUsView } from "@/components/info/why-us-view";

export const metadata: Metadata = whyUsMetadata("en");

export default function WhyUsPage() {
  return <WhyUsView locale="en" />;
}
