import type { Metadata } from "next";
import { carePackagesMetadata, CarePackagesView } from "@/components/packages/care-packages-view";

export const metadata: Metadata = carePackagesMetadata("hi");

export default function HindiCarePackagesPage() {
  return <CarePackagesView locale="hi" />;
}
