import type { Metadata } from "next";
import { areas } from "@/lib/auth/permissions";
import { AreaHome } from "@/components/auth/area-home";

export const dynamic = "force-dynamic";

export const metadata: Metadata = { title: areas["coordinator-dashboard"].title };

export default function CoordinatorDashboardPage() {
  return <AreaHome area="coordinator-dashboard" />;
}
