import Link from "next/link";
import type { Viewer } from "@/lib/auth/viewer";
import { CalendarDays, FileText, Stethoscope, UserCheck, Users } from "lucide-react";
import { formatIndiaDate } from "@/lib/india-time";
import { adminOverview, pendingUsers, recentUsers, type UserView } from "@/lib/queries/users";
import { EmptyState } from "@/components/dashboard/empty-state";
import { StatGrid } from "@/components/dashboard/stat-tile";
import { AccountStatusBadge } from "@/components/dashboard/status-badges";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { FailedSignInsCard } from "./failed-sign-ins-card";
import { ApprovalButtons } from "./user-actions";
import { roleLabels } from "@/components/dashboard/labels";

function PersonLine({ user }: { user: UserView }) {
  return (
    <div className="min-w-0">
      <p className="truncate font-medium">{user.name}</p>
      <p className="text-muted-foreground truncate text-sm">
        {roleLabels[user.role]} · {user.email} · joined {formatIndiaDate(user.createdAt)}
      </p>
    </div>
  );
}

export async function OverviewTab({ viewer, path }: { viewer: Viewer<"owner">; path: string }) {
  const [figures, recent, pending] = await Promise.all([
    adminOverview(viewer),
    recentUsers(viewer),
    pendingUsers(viewer),
  ]);
  const link =
    "text-primary mt-3 inline-flex min-h-11 items-center text-sm font-medium underline underline-offset-4";
  return (
    <div className="space-y-6">
      <StatGrid
        stats={[
          {
            label: "Total Users",
            value: figures.userCount,
            caption: "Every account, any status",
            icon: Users,
          },
          {
            label: "Doctors",
            value: figures.doctorCount,
            caption: "Doctor accounts, any status",
            icon: Stethoscope,
          },
          {
            label: "Appointments",
            value: figures.appointmentCount,
            caption: "All appointments on record",
            icon: CalendarDays,
          },
          {
            label: "Content Items",
            value: figures.contentCount,
            caption: "Articles in any status",
            icon: FileText,
          },
        ]}
      />

      <div className="grid gap-6 xl:grid-cols-2">
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
              <ul className="divide-y">
                {pending.map((user) => (
                  <li
                    key={user.id}
                    className="flex flex-wrap items-center justify-between gap-3 py-3"
                  >
                    <PersonLine user={user} />
                    <ApprovalButtons userId={user.id} name={user.name} />
                  </li>
                ))}
              </ul>
            )}
            {figures.pendingCount > pending.length ? (
              <Link href={`${path}?tab=users&status=pending`} className={link}>
                See all {figures.pendingCount.toLocaleString("en-IN")} pending accounts
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
              <ul className="divide-y">
                {recent.map((user) => (
                  <li key={user.id} className="flex items-center justify-between gap-3 py-3">
                    <PersonLine user={user} />
                    <AccountStatusBadge status={user.status} />
                  </li>
                ))}
              </ul>
            )}
            <Link href={`${path}?tab=users`} className={link}>
              Manage all users
            </Link>
          </CardContent>
        </Card>

        <FailedSignInsCard />
      </div>
    </div>
  );
}
