import type { Metadata } from "next";
import { areas } from "@/lib/auth/permissions";
import { AreaHome } from "@/components/auth/area-home";

export const dynamic = "force-dynamic";

export const metadata: Metadata = { title: areas["admin-panel"].title };

export default function AdminPanelPage() {
  return <AreaHome area="admin-panel" />;
}
