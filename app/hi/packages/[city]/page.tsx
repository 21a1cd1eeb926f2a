import type { Metadata } from "next";
import { cityStaticParams } from "@/lib/catalogue";
import { cityFromParam, type CityRouteProps } from "@/components/packages/city-route";
import { cityPackagesMetadata, CityPackagesView } from "@/components/packages/city-packages-view";

export function generateStaticParams() {
  return cityStaticParams();
}

export async function generateMetadata({ params }: CityRouteProps): Promise<Metadata> {
  return cityPackagesMetadata(cityFromParam((await params).city), "hi");
}

export default async function HindiCityPackagesPage({ params }: CityRouteProps) {
  return <CityPackagesView city={cityFromParam((await params).city)} locale="hi" />;
}
