import { areaViewer } from "@/lib/auth/viewer";
import { greetingFor } from "@/lib/india-time";
import { DashboardShell } from "@/components/dashboard/dashboard-shell";
import { PhoneAction } from "@/components/dashboard/phone-action";

/**
 * Her dashboard's shell (title, greeting, tabs), kept while she moves between tabs. It asks for its
 * own viewer only to greet her by name: each tab's page asks again before reading anything.
 */
export default async function PatientTabsLayout({
  children,
}: Readonly<{ children: React.ReactNode }>) {
  const viewer = await areaViewer("patient-dashboard");
  if (!viewer) return null;
  return (
    <DashboardShell
      area="patient-dashboard"
      greeting={`${greetingFor(new Date())}, ${viewer.firstName}`}
      icons={{ reports: "documents" }}
      action={<PhoneAction label="Emergency Contact" icon="phone" variant="destructive" />}
    >
      {children}
    </DashboardShell>
  );
}
