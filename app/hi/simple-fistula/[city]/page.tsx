import type { Metadata } from "next";
import { cityStaticParams } from "@/lib/catalogue";
import { cityFromParam, type CityRouteProps } from "@/components/packages/city-route";
import { ConditionDetail, conditionDetailMetadata } from "@/components/packages/condition-detail";

export function generateStaticParams() {
  return cityStaticParams();
}

export async function generateMetadata({ params }: CityRouteProps): Promise<Metadata> {
  return conditionDetailMetadata("simple-fistula", cityFromParam((await params).city), "hi");
}

export default async function HindiSimpleFistulaPage({ params }: CityRouteProps) {
  return (
    <ConditionDetail slug="simple-fistula" city={cityFromParam((await params).city)} locale="hi" />
  );
}
