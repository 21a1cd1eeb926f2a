import type { Metadata } from "next";
import { siteConfig } from "@/content/site";
import { areas } from "@/lib/auth/permissions";
import { areaViewer } from "@/lib/auth/viewer";
import { AreaGuard } from "@/components/auth/area-guard";
import { DashboardShell } from "@/components/dashboard/dashboard-shell";
import { BlogLink } from "@/components/dashboard/blog-link";
import { PhoneAction } from "@/components/dashboard/phone-action";

// Reads the session on every request: never pre-rendered, never cached.
export const dynamic = "force-dynamic";

export const metadata: Metadata = {
  title: {
    template: `%s · ${areas["coordinator-dashboard"].title} | ${siteConfig.name}`,
    default: areas["coordinator-dashboard"].title,
  },
};

/**
 * The coordinator's area: the guard decides what is shown (the dashboard, or the sign-in card or
 * a notice in its place); the shell (title, greeting, tabs) stays while she moves between tabs.
 * Each tab's page asks for its own viewer: this layout protects nothing.
 */
export default function CoordinatorDashboardLayout({
  children,
}: Readonly<{ children: React.ReactNode }>) {
  return (
    <AreaGuard area="coordinator-dashboard">
      <Shell>{children}</Shell>
    </AreaGuard>
  );
}

async function Shell({ children }: { children: React.ReactNode }) {
  const viewer = await areaViewer("coordinator-dashboard");
  if (!viewer) return null;
  return (
    <DashboardShell
      area="coordinator-dashboard"
      greeting={`Welcome back, ${viewer.firstName}`}
      action={
        <div className="flex flex-wrap gap-2">
          <BlogLink role={viewer.role} />
          <PhoneAction label="Contact Center" icon="headset" variant="trust" />
        </div>
      }
    >
      {children}
    </DashboardShell>
  );
}
