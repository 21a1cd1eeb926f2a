import type { Metadata } from "next";
import { cityStaticParams } from "@/lib/catalogue";
import { cityFromParam, type CityRouteProps } from "@/components/packages/city-route";
import { StageListing, stageListingMetadata } from "@/components/packages/stage-listing";

export function generateStaticParams() {
  return cityStaticParams();
}

export async function generateMetadata({ params }: CityRouteProps): Promise<Metadata> {
  const { city } = await params;
  return stageListingMetadata("fistula", cityFromParam(city));
}

export default async function FistulaPackagesPage({ params }: CityRouteProps) {
  const { city } = await params;
  return <StageListing condition="fistula" city={cityFromParam(city)} />;
}
