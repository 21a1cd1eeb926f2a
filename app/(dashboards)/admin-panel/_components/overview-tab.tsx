import Link from "next/link";
import { dashboardMessages } from "@/lib/dashboards/messages";
import type { Viewer } from "@/lib/auth/viewer";
import { UserCheck, Users } from "lucide-react";
import { tabPath } from "@/lib/dashboards/routes";
import { formatIndiaDate } from "@/lib/india-time";
import { adminOverview, pendingUsers, recentUsers, type UserView } from "@/lib/queries/users";
import { EmptyState } from "@/components/dashboard/empty-state";
import { dashboardHref } from "@/components/dashboard/href";
import { StatGrid } from "@/components/dashboard/stat-tile";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { FailedSignInsCard } from "./failed-sign-ins-card";
import { roleLabels } from "@/components/dashboard/labels";
import { PendingList, RecentList, type PersonRow } from "./people-list";

/** Her name and one line, written here: role, e-mail and when she joined. */
function person(user: UserView): PersonRow {
  return {
    name: user.name,
    line: `${roleLabels[user.role]} · ${user.email} · joined ${formatIndiaDate(user.createdAt)}${
      user.awaitingEmail ? ` · ${dashboardMessages.emailNotConfirmedLabel}` : ""
    }`,
  };
}

export async function OverviewTab({ viewer }: { viewer: Viewer<"owner"> }) {
  const [figures, recent, pending] = await Promise.all([
    adminOverview(viewer),
    recentUsers(viewer),
    pendingUsers(viewer),
  ]);
  const users = tabPath("admin-panel", "users");
  return (
    <div className="space-y-6">
      <StatGrid
        stats={[
          {
            label: "Total Users",
            value: figures.userCount,
            caption: "Every account, any status",
            icon: "users",
          },
          {
            label: "Doctors",
            value: figures.doctorCount,
            caption: "Doctor accounts, any status",
            icon: "stethoscope",
          },
          {
            label: "Appointments",
            value: figures.appointmentCount,
            caption: "All appointments on record",
            icon: "calendar-days",
          },
          {
            label: "Content Items",
            value: figures.contentCount,
            caption: "Articles in any status",
            icon: "file-text",
          },
        ]}
      />

      <div className="grid grid-cols-1 gap-6 xl:grid-cols-2">
        <Card className="gap-4">
          <CardHeader>
            <CardTitle asChild>
              <h3>Pending Approvals</h3>
            </CardTitle>
            <CardDescription>
              {figures.pendingCount === 0
                ? "No account is waiting for approval."
                : `${figures.pendingCount.toLocaleString("en-IN")} waiting; the newest five are shown. Approve makes an account active, Reject suspends it.`}
            </CardDescription>
          </CardHeader>
          <CardContent>
            {pending.length === 0 ? (
              <EmptyState icon={UserCheck} title="All caught up">
                Doctors and coordinators who sign up appear here for your approval.
              </EmptyState>
            ) : (
              <PendingList rows={pending.map((user) => ({ id: user.id, ...person(user) }))} />
            )}
            {figures.pendingCount > pending.length ? (
              <Link href={dashboardHref(users, { status: "pending" })} className="admin-more">
                {`See all ${figures.pendingCount.toLocaleString("en-IN")} pending accounts`}
              </Link>
            ) : null}
          </CardContent>
        </Card>

        <Card className="gap-4">
          <CardHeader>
            <CardTitle asChild>
              <h3>Recent Users</h3>
            </CardTitle>
            <CardDescription>The five newest accounts.</CardDescription>
          </CardHeader>
          <CardContent>
            {recent.length === 0 ? (
              <EmptyState icon={Users} title="No accounts yet">
                New sign-ups appear here.
              </EmptyState>
            ) : (
              <RecentList rows={recent.map((user) => ({ status: user.status, ...person(user) }))} />
            )}
            <Link href={users} className="admin-more">
              Manage all users
            </Link>
          </CardContent>
        </Card>

        <FailedSignInsCard viewer={viewer} />
      </div>
    </div>
  );
}
