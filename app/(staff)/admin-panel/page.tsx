import type { Metadata } from "next";
import { Suspense } from "react";
import { CalendarDays, FileText, LayoutDashboard, Users } from "lucide-react";
import { areas } from "@/lib/auth/permissions";
import { getSessionUser } from "@/lib/auth/session";
import {
  parseAppointmentListParams,
  parsePage,
  parseTab,
  parseUserListParams,
  type SearchParams,
} from "@/lib/validations/dashboard";
import { AppointmentList } from "@/components/dashboard/appointment-list";
import { DashboardShell } from "@/components/dashboard/dashboard-shell";
import { TabSkeleton } from "@/components/dashboard/dashboard-skeleton";
import { appointmentsPage } from "@/lib/queries/appointments";
import { ContentTab } from "./_components/content-tab";
import { OverviewTab } from "./_components/overview-tab";
import { UsersTab } from "./_components/users-tab";

export const dynamic = "force-dynamic";

export const metadata: Metadata = { title: areas["admin-panel"].title };

const tabs = [
  { id: "overview", label: "Overview", icon: LayoutDashboard },
  { id: "users", label: "Users", icon: Users },
  { id: "appointments", label: "Appointments", icon: CalendarDays },
  { id: "content", label: "Content", icon: FileText },
] as const;
const tabIds = tabs.map((tab) => tab.id);
const path = areas["admin-panel"].path;

async function AllAppointmentsTab({
  viewer,
  now,
  params,
}: {
  viewer: { id: string; role: "owner" };
  now: Date;
  params: ReturnType<typeof parseAppointmentListParams>;
}) {
  const page = await appointmentsPage(viewer, params, now);
  return (
    <AppointmentList
      path={path}
      params={params}
      page={page}
      columns={["id", "doctor"]}
      caption="Every appointment"
      emptyHint="Bookings appear here as soon as they are scheduled."
    />
  );
}

export default async function AdminPanelPage({
  searchParams,
}: {
  searchParams: Promise<SearchParams>;
}) {
  const user = await getSessionUser();
  // The admin-panel layout admits active owners only.
  if (!user || user.role !== "owner") return null;
  const params = await searchParams;
  const tab = parseTab(tabIds, params);
  const now = new Date();

  let content: React.ReactNode;
  switch (tab) {
    case "overview":
      content = <OverviewTab path={path} />;
      break;
    case "users":
      content = <UsersTab path={path} params={parseUserListParams(params)} me={user.id} />;
      break;
    case "appointments":
      content = (
        <AllAppointmentsTab
          viewer={{ id: user.id, role: "owner" }}
          now={now}
          params={parseAppointmentListParams(params, "all")}
        />
      );
      break;
    case "content":
      content = <ContentTab path={path} page={parsePage(params)} />;
      break;
  }

  return (
    <DashboardShell
      title={areas["admin-panel"].title}
      greeting={`Welcome back, ${user.firstName}. Accounts, appointments and content of the whole clinic.`}
      tabs={tabs}
      activeTab={tab}
      path={path}
    >
      <Suspense key={JSON.stringify(params)} fallback={<TabSkeleton />}>
        {content}
      </Suspense>
    </DashboardShell>
  );
}
