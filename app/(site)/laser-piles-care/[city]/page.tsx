import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { cityStaticParams } from "@/lib/catalogue";
import { cityFromParam, type CityRouteProps } from "@/components/packages/city-route";
import { LaserPackage, laserMetadata, laserPackage } from "@/components/packages/laser-package";

export function generateStaticParams() {
  return cityStaticParams();
}

/** An unknown city, or a catalogue without the laser package, goes to /care-packages. */
async function resolveCity(params: CityRouteProps["params"]) {
  const { city } = await params;
  const known = cityFromParam(city);
  if (!laserPackage()) redirect("/care-packages");
  return known;
}

export async function generateMetadata({ params }: CityRouteProps): Promise<Metadata> {
  return laserMetadata(await resolveCity(params));
}

export default async function LaserPilesCarePage({ params }: CityRouteProps) {
  return <LaserPackage city={await resolveCity(params)} />;
}
