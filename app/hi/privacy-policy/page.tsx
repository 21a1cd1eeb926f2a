import type { Metadata } from "next";
import { LegalDocument, legalMetadata } from "@/components/site/legal-document";

export const metadata: Metadata = legalMetadata("privacyPolicy", "hi");

export default function HindiPrivacyPolicyPage() {
  return <LegalDocument name="privacyPolicy" locale="hi" />;
}
