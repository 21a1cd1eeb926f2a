import type { Metadata } from "next";
import { siteConfig } from "@/content/site";
import { areas } from "@/lib/auth/permissions";
import { areaViewer } from "@/lib/auth/viewer";
import { AreaGuard } from "@/components/auth/area-guard";
import { DashboardShell } from "@/components/dashboard/dashboard-shell";

// Reads the session on every request: never pre-rendered, never cached.
export const dynamic = "force-dynamic";

export const metadata: Metadata = {
  title: {
    template: `%s · ${areas["admin-panel"].title} | ${siteConfig.name}`,
    default: areas["admin-panel"].title,
  },
};

/**
 * The owner's panel: the guard decides what is shown (the panel, or the sign-in card or a notice
 * in its place); the shell (title, greeting, tabs) stays while she moves between tabs. Each tab's
 * page asks for its own viewer: this layout protects nothing.
 */
export default function AdminPanelLayout({ children }: Readonly<{ children: React.ReactNode }>) {
  return (
    <AreaGuard area="admin-panel">
      <Shell>{children}</Shell>
    </AreaGuard>
  );
}

async function Shell({ children }: { children: React.ReactNode }) {
  const viewer = await areaViewer("admin-panel");
  if (!viewer) return null;
  return (
    <DashboardShell
      area="admin-panel"
      greeting={`Welcome back, ${viewer.firstName}. Accounts, appointments and content of the whole clinic.`}
    >
      {children}
    </DashboardShell>
  );
}
