import type { Metadata } from "next";

import { LegalDocument } from "@/components/site/legal-document";
import { termsOfService } from "@/content/legal";

export const metadata: Metadata = {
  title: termsOfService.title,
  description: termsOfService.description,
  alternates: { canonical: "/terms-of-service" },
};

export default function TermsOfServicePage() {
  return <LegalDocument content={termsOfService} />;
}
