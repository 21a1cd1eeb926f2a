import type { Metadata } from "next";
import { cityStaticParams } from "@/lib/catalogue";
import { cityFromParam, type CityRouteProps } from "@/components/packages/city-route";
import { ConditionDetail, conditionDetailMetadata } from "@/components/packages/condition-detail";

export function generateStaticParams() {
  return cityStaticParams();
}

export async function generateMetadata({ params }: CityRouteProps): Promise<Metadata> {
  return conditionDetailMetadata("acute-fissure", cityFromParam((await params).city), "en");
}

export default async function AcuteFissurePage({ params }: CityRouteProps) {
  return (
    <ConditionDetail slug="acute-fissure" city={cityFromParam((await params).city)} locale="en" />
  );
}
