import type { Metadata } from "next";
import { areas } from "@/lib/auth/permissions";
import { AreaHome } from "@/components/auth/area-home";

export const dynamic = "force-dynamic";

export const metadata: Metadata = { title: areas["doctor-dashboard"].title };

export default function DoctorDashboardPage() {
  return <AreaHome area="doctor-dashboard" />;
}
