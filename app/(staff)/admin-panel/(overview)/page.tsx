import type { Metadata } from "next";
import { CalendarDays, FileText, LayoutDashboard, ShieldCheck, Users } from "lucide-react";
import { areas } from "@/lib/auth/permissions";
import {
  parseAppointmentListParams,
  parsePage,
  parseUserListParams,
  type SearchParams,
} from "@/lib/validations/dashboard";
import { parsePrivacyParams } from "@/lib/validations/privacy-admin";
import { dashboardRequest } from "@/components/dashboard/dashboard-request";
import { DashboardShell } from "@/components/dashboard/dashboard-shell";
import { AppointmentsTab } from "./_components/appointments-tab";
import { ContentTab } from "./_components/content-tab";
import { OverviewTab } from "./_components/overview-tab";
import { PrivacyTab } from "./_components/privacy-tab";
import { UsersTab } from "./_components/users-tab";

export const dynamic = "force-dynamic";

export const metadata: Metadata = { title: areas["admin-panel"].title };

const tabs = [
  { id: "overview", label: "Overview", icon: LayoutDashboard },
  { id: "users", label: "Users", icon: Users },
  { id: "appointments", label: "Appointments", icon: CalendarDays },
  { id: "content", label: "Content", icon: FileText },
  { id: "privacy", label: "Privacy", icon: ShieldCheck },
] as const;
const tabIds = tabs.map((tab) => tab.id);
const path = areas["admin-panel"].path;

export default async function AdminPanelPage({
  searchParams,
}: {
  searchParams: Promise<SearchParams>;
}) {
  const request = await dashboardRequest("admin-panel", searchParams, tabIds);
  if (!request) return null;
  const { viewer, params, tab, now } = request;

  let content: React.ReactNode;
  switch (tab) {
    case "overview":
      content = <OverviewTab viewer={viewer} path={path} />;
      break;
    case "users":
      content = <UsersTab path={path} params={parseUserListParams(params)} viewer={viewer} />;
      break;
    case "appointments":
      content = (
        <AppointmentsTab
          viewer={viewer}
          now={now}
          path={path}
          params={parseAppointmentListParams(params, "all")}
        />
      );
      break;
    case "content":
      content = <ContentTab viewer={viewer} path={path} page={parsePage(params)} />;
      break;
    case "privacy":
      content = <PrivacyTab path={path} viewer={viewer} params={parsePrivacyParams(params)} />;
      break;
  }

  return (
    <DashboardShell
      title={areas["admin-panel"].title}
      greeting={`Welcome back, ${viewer.firstName}. Accounts, appointments and content of the whole clinic.`}
      tabs={tabs}
      activeTab={tab}
      path={path}
      contentKey={JSON.stringify(params)}
    >
      {content}
    </DashboardShell>
  );
}
