import type { Metadata } from "next";
import { testimonialsMetadata, TestimonialsView } from "@/components/info/testimonials-view";

export const metadata: Metadata = testimonialsMetadata("hi");

export default function HindiTestimonialsPage() {
  return <TestimonialsView locale="hi" />;
}
