import type { Metadata } from "next";
import { cityStaticParams } from "@/lib/catalogue";
import { cityFromParam, type CityRouteProps } from "@/components/packages/city-route";
import { ConditionDetail, conditionDetailMetadata } from "@/components/packages/condition-detail";

export function generateStaticParams() {
  return cityStaticParams();
}

export async function generateMetadata({ params }: CityRouteProps): Promise<Metadata> {
  const { city } = await params;
  return conditionDetailMetadata("grade-2-piles", cityFromParam(city));
}

export default async function Grade2PilesPage({ params }: CityRouteProps) {
  const { city } = await params;
  return <ConditionDetail slug="grade-2-piles" city={cityFromParam(city)} />;
}
