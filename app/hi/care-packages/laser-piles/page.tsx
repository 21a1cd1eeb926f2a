import type { Metadata } from "next";
import { LaserPackage, laserMetadata } from "@/components/packages/laser-package";

export const metadata: Metadata = laserMetadata(null, "hi");

/** The laser page for the selected city: see LaserPackage for how the choice is shown. */
export default function HindiCarePackagesLaserPilesPage() {
  return <LaserPackage city={null} locale="hi" />;
}
