import type { Metadata } from "next";
import { cityStaticParams } from "@/lib/catalogue";
import { cityFromParam, type CityRouteProps } from "@/components/packages/city-route";
import { StageListing, stageListingMetadata } from "@/components/packages/stage-listing";

export function generateStaticParams() {
  return cityStaticParams();
}

export async function generateMetadata({ params }: CityRouteProps): Promise<Metadata> {
  const { city } = await params;
  return stageListingMetadata("fissure", cityFromParam(city));
}

export default async function FissurePackagesPage({ params }: CityRouteProps) {
  const { city } = await params;
  return <StageListing condition="fissure" city={cityFromParam(city)} />;
}
