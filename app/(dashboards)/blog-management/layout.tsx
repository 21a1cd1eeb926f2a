import { AreaGuard } from "@/components/auth/area-guard";

// Reads the session on every request: never pre-rendered, never cached.
export const dynamic = "force-dynamic";

export default function BlogManagementLayout({
  children,
}: Readonly<{ children: React.ReactNode }>) {
  return <AreaGuard area="blog-management">{children}</AreaGuard>;
}
