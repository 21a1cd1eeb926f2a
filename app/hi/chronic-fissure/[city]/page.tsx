import type { Metadata } from "next";
import { cityStaticParams } from "@/lib/catalogue";
import { cityFromParam, type CityRouteProps } from "@/components/packages/city-route";
import { ConditionDetail, conditionDetailMetadata } from "@/components/packages/condition-detail";

export function generateStaticParams() {
  return cityStaticParams();
}

export async function generateMetadata({ params }: CityRouteProps): Promise<Metadata> {
  return conditionDetailMetadata("chronic-fissure", cityFromParam((await params).city), "hi");
}

export default async function HindiChronicFissurePage({ params }: CityRouteProps) {
  return (
    <ConditionDetail slug="chronic-fissure" city={cityFromParam((await params).city)} locale="hi" />
  );
}
