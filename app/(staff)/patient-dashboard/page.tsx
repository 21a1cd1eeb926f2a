import type { Metadata } from "next";
import { CalendarDays, FileText, Mail, Phone, ShieldCheck, UserRound } from "lucide-react";
import { siteConfig } from "@/content/site";
import { areas } from "@/lib/auth/permissions";
import { greetingFor } from "@/lib/india-time";
import { parsePage, type SearchParams } from "@/lib/validations/dashboard";
import { dashboardRequest } from "@/components/dashboard/dashboard-request";
import { DashboardShell } from "@/components/dashboard/dashboard-shell";
import { buttonVariants } from "@/components/ui/button";
import { AppointmentsTab } from "./_components/appointments-tab";
import { MessagesTab, PrivacyTab, ProfileTab, ReportsTab } from "./_components/other-tabs";

export const dynamic = "force-dynamic";

// A neutral tab title: it shows in browser tabs, history and shared screens (issue: privacy).
export const metadata: Metadata = { title: { absolute: `${siteConfig.name} — Your account` } };

const tabs = [
  { id: "appointments", label: "Appointments", icon: CalendarDays },
  { id: "messages", label: "Messages", icon: Mail },
  { id: "reports", label: "Reports", icon: FileText },
  { id: "profile", label: "Profile", icon: UserRound },
  { id: "privacy", label: "Privacy", icon: ShieldCheck },
] as const;
const tabIds = tabs.map((tab) => tab.id);
const path = areas["patient-dashboard"].path;

/** Her own dashboard (accounts-and-staff.md §2, on real data): every read is scoped to her id. */
export default async function PatientDashboardPage({
  searchParams,
}: {
  searchParams: Promise<SearchParams>;
}) {
  const request = await dashboardRequest("patient-dashboard", searchParams, tabIds);
  if (!request) return null;
  const { viewer, params, tab, now } = request;
  const withId = typeof params.with === "string" ? params.with : undefined;

  let content: React.ReactNode;
  switch (tab) {
    case "appointments":
      content = <AppointmentsTab viewer={viewer} now={now} />;
      break;
    case "messages":
      content = (
        <MessagesTab viewer={viewer} path={path} withId={withId} page={parsePage(params)} />
      );
      break;
    case "reports":
      content = <ReportsTab />;
      break;
    case "profile":
      content = <ProfileTab viewer={viewer} />;
      break;
    case "privacy":
      content = <PrivacyTab viewer={viewer} />;
      break;
  }

  return (
    <DashboardShell
      title={areas["patient-dashboard"].title}
      greeting={`${greetingFor(now)}, ${viewer.firstName}`}
      action={
        <a href={siteConfig.phone.href} className={buttonVariants({ variant: "destructive" })}>
          <Phone aria-hidden="true" />
          Emergency Contact
          <span className="sr-only">: {siteConfig.phone.display}</span>
        </a>
      }
      tabs={tabs}
      activeTab={tab}
      path={path}
      contentKey={`${tab}:${withId ?? ""}:${parsePage(params)}`}
    >
      {content}
    </DashboardShell>
  );
}
