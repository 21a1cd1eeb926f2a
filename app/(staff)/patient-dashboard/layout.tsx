import type { Metadata } from "next";
import { siteConfig } from "@/content/site";
import { AreaGuard } from "@/components/auth/area-guard";

// Reads the session on every request: never pre-rendered, never cached.
export const dynamic = "force-dynamic";

// One neutral title for every address here, tabs and her printable data alike: it shows in browser
// tabs, history and shared screens, so it never names what she is looking at (issue: privacy).
export const metadata: Metadata = { title: { absolute: `${siteConfig.name} — Your account` } };

/**
 * The patient's area: the guard decides what is shown (her dashboard, or the sign-in card or a
 * notice in its place). The dashboard's shell is the (tabs) group's: her printable data page
 * (my-data) has a heading of its own and no tabs. Each page asks for its own viewer: this layout
 * protects nothing.
 */
export default function PatientDashboardLayout({
  children,
}: Readonly<{ children: React.ReactNode }>) {
  return <AreaGuard area="patient-dashboard">{children}</AreaGuard>;
}
