import type { Metadata } from "next";
import { siteConfig } from "@/content/site";
import { AreaGuard } from "@/components/auth/area-guard";
import { getSessionUser } from "@/lib/auth/session";
import { patientCopy, patientShellCopy } from "@/lib/i18n/patient-copy";
import { PatientCopyProvider } from "@/components/patient/patient-copy";

// Reads the session on every request: never pre-rendered, never cached.
export const dynamic = "force-dynamic";

// One neutral title for every address here, tabs and her printable data alike: it shows in browser
// tabs, history and shared screens, so it never names what she is looking at (issue: privacy).
// In her account's language; in English when the session cannot be read just now (the guard below
// meets the same failure and the area's error boundary says so).
export async function generateMetadata(): Promise<Metadata> {
  const user = await getSessionUser().catch((error: unknown) => {
    if (typeof error === "object" && error !== null && "digest" in error) throw error;
    return null;
  });
  const locale = user?.role === "patient" ? user.locale : "en";
  return { title: { absolute: `${siteConfig.name} — ${patientCopy(locale).shell.documentTitle}` } };
}

/**
 * The patient's area: the guard decides what is shown (her dashboard, or the sign-in card or a
 * notice in its place). The dashboard's shell is the (tabs) group's: her printable data page
 * (my-data) has a heading of its own and no tabs. Each page asks for its own viewer: this layout
 * protects nothing.
 */
export default async function PatientDashboardLayout({
  children,
}: Readonly<{ children: React.ReactNode }>) {
  // Only her language is read here (words, not data): the guard and each page check her access.
  const user = await getSessionUser();
  const locale = user?.role === "patient" ? user.locale : "en";
  return (
    <PatientCopyProvider copy={patientShellCopy(locale)}>
      <AreaGuard area="patient-dashboard">{children}</AreaGuard>
    </PatientCopyProvider>
  );
}
