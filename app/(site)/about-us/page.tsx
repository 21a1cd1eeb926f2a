import type { Metadata } from "next";
import { aboutMetadata, AboutView } from "@/components/info/about-view";

export const metadata: Metadata = aboutMetadata("en");

export default function AboutUsPage() {
  return <AboutView locale="en" />;
}
