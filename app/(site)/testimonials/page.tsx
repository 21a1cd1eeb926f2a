import type { Metadata } from "next";
import { testimonialsMetadata, TestimonialsView } from "@/components/info/testimonials-view";

export const metadata: Metadata = testimonialsMetadata("en");

export default function TestimonialsPage() {
  return <TestimonialsView locale="en" />;
}
