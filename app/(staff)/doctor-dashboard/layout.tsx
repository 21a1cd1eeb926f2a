import { Suspense } from "react";
import { AreaGuard } from "@/components/auth/area-guard";
import { AreaLoading } from "@/components/auth/area-loading";

// Reads the session on every request: never pre-rendered, never cached.
export const dynamic = "force-dynamic";

export default function DoctorDashboardLayout({
  children,
}: Readonly<{ children: React.ReactNode }>) {
  return (
    <Suspense fallback={<AreaLoading />}>
      <AreaGuard area="doctor-dashboard">{children}</AreaGuard>
    </Suspense>
  );
}
