import type { Metadata } from "next";

import { LegalDocument } from "@/components/site/legal-document";
import { privacyPolicy } from "@/content/legal";

export const metadata: Metadata = {
  title: privacyPolicy.title,
  description: privacyPolicy.description,
  alternates: { canonical: "/privacy-policy" },
};

export default function PrivacyPolicyPage() {
  return <LegalDocument content={privacyPolicy} />;
}
