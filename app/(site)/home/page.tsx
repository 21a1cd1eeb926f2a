import type { Metadata } from "next";
import { homeMetadata } from "@/lib/seo/page-metadata";
import { HomeView } from "@/components/home/home-view";

export const metadata: Metadata = homeMetadata("en");

export default function HomePage() {
  return <HomeView locale="en" />;
}
