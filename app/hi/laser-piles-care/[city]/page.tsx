import type { Metadata } from "next";
import { cityStaticParams } from "@/lib/catalogue";
import type { CityRouteProps } from "@/components/packages/city-route";
import { LaserPackage, laserMetadata, laserPageCity } from "@/components/packages/laser-package";

export function generateStaticParams() {
  return cityStaticParams();
}

export async function generateMetadata({ params }: CityRouteProps): Promise<Metadata> {
  return laserMetadata(laserPageCity((await params).city, "hi"), "hi");
}

export default async function HindiLaserPilesCarePage({ params }: CityRouteProps) {
  return <LaserPackage city={laserPageCity((await params).city, "hi")} locale="hi" />;
}
