import { areaViewer } from "@/lib/auth/viewer";
import { greetingFor } from "@/lib/india-time";
import { patientCopy } from "@/lib/i18n/patient-copy";
import { DashboardShell } from "@/components/dashboard/dashboard-shell";
import { PhoneAction } from "@/components/dashboard/phone-action";
import { LanguageSwitch } from "../_components/language-switch";

/**
 * Her dashboard's shell (title, greeting, tabs), kept while she moves between tabs, in her
 * account's language, with the switch to the other one beside the emergency call. It asks for its
 * own viewer only to greet her by name: each tab's page asks again before reading anything.
 */
export default async function PatientTabsLayout({
  children,
}: Readonly<{ children: React.ReactNode }>) {
  const viewer = await areaViewer("patient-dashboard");
  if (!viewer) return null;
  const shell = patientCopy(viewer.locale).shell;
  return (
    <DashboardShell
      area="patient-dashboard"
      title={shell.areaTitle}
      greeting={`${greetingFor(new Date(), viewer.locale)}, ${viewer.firstName}`}
      labels={shell.tabs}
      navLabel={shell.tabsNav}
      icons={{ reports: "documents" }}
      action={
        <div className="flex flex-wrap items-center gap-2">
          <LanguageSwitch />
          <PhoneAction label={shell.emergency} icon="phone" variant="destructive" />
        </div>
      }
    >
      {children}
    </DashboardShell>
  );
}
