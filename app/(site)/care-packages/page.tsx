import type { Metadata } from "next";
import { carePackagesMetadata, CarePackagesView } from "@/components/packages/care-packages-view";

export const metadata: Metadata = carePackagesMetadata("en");

export default function CarePackagesPage() {
  return <CarePackagesView locale="en" />;
}
