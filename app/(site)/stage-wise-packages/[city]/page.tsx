import type { Metadata } from "next";
import { cityStaticParams } from "@/lib/catalogue";
import { cityFromParam, type CityRouteProps } from "@/components/packages/city-route";
import { StageListing, stageListingMetadata } from "@/components/packages/stage-listing";

export function generateStaticParams() {
  return cityStaticParams();
}

export async function generateMetadata({ params }: CityRouteProps): Promise<Metadata> {
  return stageListingMetadata("piles", cityFromParam((await params).city), "en");
}

export default async function StageWisePackagesPage({ params }: CityRouteProps) {
  return <StageListing condition="piles" city={cityFromParam((await params).city)} locale="en" />;
}
