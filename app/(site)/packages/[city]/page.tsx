import type { Metadata } from "next";
import { cityStaticParams } from "@/lib/catalogue";
import { cityFromParam, type CityRouteProps } from "@/components/packages/city-route";
import { cityPackagesMetadata, CityPackagesView } from "@/components/packages/city-packages-view";

export function generateStaticParams() {
  return cityStaticParams();
}

export async function generateMetadata({ params }: CityRouteProps): Promise<Metadata> {
  return cityPackagesMetadata(cityFromParam((await params).city), "en");
}

export default async function CityPackagesPage({ params }: CityRouteProps) {
  return <CityPackagesView city={cityFromParam((await params).city)} locale="en" />;
}
