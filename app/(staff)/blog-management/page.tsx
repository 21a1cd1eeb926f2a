import type { Metadata } from "next";
import { areas } from "@/lib/auth/permissions";
import { AreaHome } from "@/components/auth/area-home";

export const dynamic = "force-dynamic";

export const metadata: Metadata = { title: areas["blog-management"].title };

export default function BlogManagementPage() {
  return <AreaHome area="blog-management" />;
}
