import {
  appointmentStatusLabels,
  type AppointmentStatus,
  type TaskPriority,
} from "@/lib/appointments/status";
import type { AccountStatus } from "@/lib/auth/permissions";
import { shownMessageStateLabels, type ShownMessageState } from "@/lib/messaging/status";
import { Badge, type BadgeProps } from "@/components/ui/badge";
import { accountStatusLabels } from "@/components/dashboard/labels";

/** Status badges: the text always says the status; the colour only repeats it. */

type Variant = NonNullable<BadgeProps["variant"]>;

const appointmentVariants = {
  pending: "warning",
  scheduled: "secondary",
  confirmed: "success",
  in_progress: "default",
  completed: "outline",
  cancelled: "destructive",
} as const satisfies Record<AppointmentStatus, Variant>;

export function AppointmentStatusBadge({
  status,
  labels = appointmentStatusLabels,
}: {
  status: AppointmentStatus;
  /** The statuses' names in her language (her dashboard); the staff's English by default. */
  labels?: Readonly<Record<AppointmentStatus, string>>;
}) {
  return <Badge variant={appointmentVariants[status]}>{labels[status]}</Badge>;
}

const accountVariants = {
  active: "success",
  pending: "warning",
  suspended: "destructive",
} as const satisfies Record<AccountStatus, Variant>;

export function AccountStatusBadge({ status }: { status: AccountStatus }) {
  return <Badge variant={accountVariants[status]}>{accountStatusLabels[status]}</Badge>;
}

export function PriorityBadge({ priority }: { priority: TaskPriority }) {
  return priority === "high" ? (
    <Badge variant="destructive">High priority</Badge>
  ) : (
    <Badge variant="warning">Medium priority</Badge>
  );
}

const contentLabels = {
  draft: "Draft",
  pending_review: "Pending review",
  published: "Published",
} as const;
const contentVariants = {
  draft: "outline",
  pending_review: "warning",
  published: "success",
} as const satisfies Record<keyof typeof contentLabels, Variant>;

export function ContentStatusBadge({ status }: { status: keyof typeof contentLabels }) {
  return <Badge variant={contentVariants[status]}>{contentLabels[status]}</Badge>;
}

export const messageStateVariants = {
  queued: "secondary",
  waiting: "outline",
  sent: "trust",
  delivered: "success",
  failed: "destructive",
  stopped: "warning",
  withdrawn: "warning",
} as const satisfies Record<ShownMessageState, Variant>;

/** Where a text message to her stands: Queued, Waiting for her hours, Sent, Delivered… */
export function MessageStateBadge({ state }: { state: ShownMessageState }) {
  return <Badge variant={messageStateVariants[state]}>{shownMessageStateLabels[state]}</Badge>;
}
