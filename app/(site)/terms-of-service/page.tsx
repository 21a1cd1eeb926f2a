import type { Metadata } from "next";
import { LegalDocument, legalMetadata } from "@/components/site/legal-document";

export const metadata: Metadata = legalMetadata("termsOfService", "en");

export default function TermsOfServicePage() {
  return <LegalDocument name="termsOfService" locale="en" />;
}
