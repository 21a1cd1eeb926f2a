import type { Metadata } from "next";
import { LegalDocument, legalMetadata } from "@/components/site/legal-document";

export const metadata: Metadata = legalMetadata("privacyPolicy", "en");

export default function PrivacyPolicyPage() {
  return <LegalDocument name="privacyPolicy" locale="en" />;
}
