import type { Metadata } from "next";
import { treatmentStaticParams } from "@/lib/catalogue";
import {
  TreatmentPage,
  treatmentMetadata,
  type TreatmentRouteProps,
} from "@/components/packages/treatment-route";

// Every stage listing and stage detail page (components/packages/treatment-route.tsx).
export function generateStaticParams() {
  return treatmentStaticParams();
}

export async function generateMetadata({ params }: TreatmentRouteProps): Promise<Metadata> {
  return treatmentMetadata(await params, "en");
}

export default async function TreatmentCityPage({ params }: TreatmentRouteProps) {
  return <TreatmentPage params={await params} locale="en" />;
}
