import type { Metadata } from "next";
import { aboutMetadata, AboutView } from "@/components/info/about-view";

export const metadata: Metadata = aboutMetadata("hi");

export default function HindiAboutUsPage() {
  return <AboutView locale="hi" />;
}
