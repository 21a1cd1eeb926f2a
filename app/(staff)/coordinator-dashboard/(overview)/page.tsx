import type { Metadata } from "next";
import {
  CalendarDays,
  ClipboardList,
  Headset,
  LayoutDashboard,
  MessagesSquare,
  Users,
} from "lucide-react";
import { siteConfig } from "@/content/site";
import { areas } from "@/lib/auth/permissions";
import {
  parseAppointmentListParams,
  parsePage,
  type SearchParams,
} from "@/lib/validations/dashboard";
import { dashboardRequest } from "@/components/dashboard/dashboard-request";
import { DashboardShell } from "@/components/dashboard/dashboard-shell";
import { ConversationsPanel } from "@/components/messages/conversations-panel";
import { buttonVariants } from "@/components/ui/button";
import { AppointmentsTab } from "./_components/appointments-tab";
import { OverviewTab } from "./_components/overview-tab";
import { PatientsTab } from "./_components/patients-tab";
import { TasksTab } from "./_components/tasks-tab";

export const dynamic = "force-dynamic";

export const metadata: Metadata = { title: areas["coordinator-dashboard"].title };

const tabs = [
  { id: "overview", label: "Overview", icon: LayoutDashboard },
  { id: "appointments", label: "Appointments", icon: CalendarDays },
  { id: "patients", label: "Patients", icon: Users },
  { id: "tasks", label: "Tasks", icon: ClipboardList },
  { id: "communications", label: "Communications", icon: MessagesSquare },
] as const;
const tabIds = tabs.map((tab) => tab.id);
const path = areas["coordinator-dashboard"].path;

export default async function CoordinatorDashboardPage({
  searchParams,
}: {
  searchParams: Promise<SearchParams>;
}) {
  const request = await dashboardRequest("coordinator-dashboard", searchParams, tabIds);
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
    case "communications":
      content = (
        <ConversationsPanel
          viewer={viewer}
          path={path}
          tab="communications"
          withId={typeof params.with === "string" ? params.with : undefined}
          page={parsePage(params)}
          emptyText="Your conversations with patients and doctors appear here. Open a patient's request or appointment to write to her."
        />
      );
      break;
    case "patients":
      content = <PatientsTab viewer={viewer} now={now} path={path} params={params} />;
      break;
    case "tasks":
      content = <TasksTab viewer={viewer} now={now} path={path} params={params} />;
      break;
  }

  return (
    <DashboardShell
      title={areas["coordinator-dashboard"].title}
      greeting={`Welcome back, ${viewer.firstName}`}
      action={
        <a href={siteConfig.phone.href} className={buttonVariants({ variant: "trust" })}>
          <Headset aria-hidden="true" />
          Contact Center
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
