import type { Metadata } from "next";
import { whyUsMetadata, WhyUsView } from "@/components/info/why-us-view";

export const metadata: Metadata = whyUsMetadata("hi");

export default function HindiWhyUsPage() {
  return <WhyUsView locale="hi" />;
}
