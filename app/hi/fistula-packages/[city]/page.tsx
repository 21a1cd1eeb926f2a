import type { Metadata } from "next";
import { cityStaticParams } from "@/lib/catalogue";
import { cityFromParam, type CityRouteProps } from "@/components/packages/city-route";
import { StageListing, stageListingMetadata } from "@/components/packages/stage-listing";

export function generateStaticParams() {
  return cityStaticParams();
}

export async function generateMetadata({ params }: CityRouteProps): Promise<Metadata> {
  return stageListingMetadata("fistula", cityFromParam((await params).city), "hi");
}

export default async function HindiFistulaPackagesPage({ params }: CityRouteProps) {
  return <StageListing condition="fistula" city={cityFromParam((await params).city)} locale="hi" />;
}
