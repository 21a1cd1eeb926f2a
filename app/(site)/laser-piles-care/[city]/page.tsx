import type { Metadata } from "next";
import { cityStaticParams } from "@/lib/catalogue";
import type { CityRouteProps } from "@/components/packages/city-route";
import { LaserPackage, laserMetadata, laserPageCity } from "@/components/packages/laser-package";

export function generateStaticParams() {
  return cityStaticParams();
}

export async function generateMetadata({ params }: CityRouteProps): Promise<Metadata> {
  return laserMetadata(laserPageCity((await params).city, "en"), "en");
}

export default async function LaserPilesCarePage({ params }: CityRouteProps) {
  return <LaserPackage city={laserPageCity((await params).city, "en")} locale="en" />;
}
