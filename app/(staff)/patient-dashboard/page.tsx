import type { Metadata } from "next";
import { areas } from "@/lib/auth/permissions";
import { AreaHome } from "@/components/auth/area-home";

export const dynamic = "force-dynamic";

export const metadata: Metadata = { title: areas["patient-dashboard"].title };

export default function PatientDashboardPage() {
  return <AreaHome area="patient-dashboard" />;
}
