import type { Metadata } from "next";
import { BarChart3, CalendarDays, LayoutDashboard, Mail, Phone, Users } from "lucide-react";
import { siteConfig } from "@/content/site";
import { areas } from "@/lib/auth/permissions";
import { greetingFor } from "@/lib/india-time";
import {
  parseAppointmentListParams,
  parsePage,
  type SearchParams,
} from "@/lib/validations/dashboard";
import { dashboardRequest } from "@/components/dashboard/dashboard-request";
import { DashboardShell } from "@/components/dashboard/dashboard-shell";
import { buttonVariants } from "@/components/ui/button";
import { AppointmentsTab } from "./_components/appointments-tab";
import { MessagesTab } from "./_components/messages-tab";
import { OverviewTab } from "./_components/overview-tab";
import { PatientsTab } from "./_components/patients-tab";
import { ReportsTab } from "./_components/reports-tab";

export const dynamic = "force-dynamic";

export const metadata: Metadata = { title: areas["doctor-dashboard"].title };

const tabs = [
  { id: "overview", label: "Overview", icon: LayoutDashboard },
  { id: "appointments", label: "Appointments", icon: CalendarDays },
  { id: "patients", label: "Patients", icon: Users },
  { id: "messages", label: "Messages", icon: Mail },
  { id: "reports", label: "Reports", icon: BarChart3 },
] as const;
const tabIds = tabs.map((tab) => tab.id);
const path = areas["doctor-dashboard"].path;

export default async function DoctorDashboardPage({
  searchParams,
}: {
  searchParams: Promise<SearchParams>;
}) {
  const request = await dashboardRequest("doctor-dashboard", searchParams, tabIds);
  if (!request) return null;
  const { viewer, params, tab, now } = request;

  let content: React.ReactNode;
  switch (tab) {
    case "overview":
      content = <OverviewTab viewer={viewer} now={now} path={path} />;
      break;
    case "appointments":
      content = (
        <AppointmentsTab
          viewer={viewer}
          now={now}
          path={path}
          params={parseAppointmentListParams(params, "upcoming")}
        />
      );
      break;
    case "patients":
      content = <PatientsTab viewer={viewer} now={now} path={path} page={parsePage(params)} />;
      break;
    case "messages":
      content = <MessagesTab viewer={viewer} path={path} page={parsePage(params)} />;
      break;
    case "reports":
      content = <ReportsTab viewer={viewer} now={now} />;
      break;
  }

  return (
    <DashboardShell
      title={areas["doctor-dashboard"].title}
      greeting={`${greetingFor(now)}, Dr. ${viewer.firstName} ${viewer.lastName}`}
      action={
        <a href={siteConfig.phone.href} className={buttonVariants({ variant: "destructive" })}>
          <Phone aria-hidden="true" />
          Emergency Line
          <span className="sr-only">: {siteConfig.phone.display}</span>
        </a>
      }
      tabs={tabs}
      activeTab={tab}
      path={path}
      contentKey={JSON.stringify(params)}
    >
      {content}
    </DashboardShell>
  );
}
