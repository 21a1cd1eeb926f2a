import type { Metadata } from "next";
import { areaViewer } from "@/lib/auth/viewer";
import { ReportsTab } from "../_components/reports-tab";

export const metadata: Metadata = { title: "Reports" };

export default async function DoctorReportsPage() {
  const viewer = await areaViewer("doctor-dashboard");
  if (!viewer) return null;
  return <ReportsTab viewer={viewer} now={new Date()} />;
}
