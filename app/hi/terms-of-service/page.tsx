import type { Metadata } from "next";
import { LegalDocument, legalMetadata } from "@/components/site/legal-document";

export const metadata: Metadata = legalMetadata("termsOfService", "hi");

export default function HindiTermsOfServicePage() {
  return <LegalDocument name="termsOfService" locale="hi" />;
}
