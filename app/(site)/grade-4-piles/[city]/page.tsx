import type { Metadata } from "next";
import { cityStaticParams } from "@/lib/catalogue";
import { cityFromParam, type CityRouteProps } from "@/components/packages/city-route";
import { ConditionDetail, conditionDetailMetadata } from "@/components/packages/condition-detail";

export function generateStaticParams() {
  return cityStaticParams();
}

export async function generateMetadata({ params }: CityRouteProps): Promise<Metadata> {
  return conditionDetailMetadata("grade-4-piles", cityFromParam((await params).city), "en");
}

export default async function Grade4PilesPage({ params }: CityRouteProps) {
  return (
    <ConditionDetail slug="grade-4-piles" city={cityFromParam((await params).city)} locale="en" />
  );
}
