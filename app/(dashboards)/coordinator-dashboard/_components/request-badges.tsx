import {
  requestStatusLabels,
  urgencyBadgeLabels,
  type ShownRequestStatus,
  type UrgencyLevel,
} from "@/lib/booking/request-queue";
import { badgeVariants, type BadgeProps } from "@/components/ui/badge";

/**
 * A request's urgency and status: the text always says it; the colour only repeats it. Plain
 * spans with the badge's classes (no data-slot): they sit on every card of the queue.
 */

type Variant = NonNullable<BadgeProps["variant"]>;

const urgencyVariants = {
  emergency: "destructive",
  high: "warning",
  medium: "secondary",
  low: "outline",
} as const satisfies Record<UrgencyLevel, Variant>;

export function UrgencyBadge({ urgency }: { urgency: UrgencyLevel }) {
  return (
    <span className={badgeVariants({ variant: urgencyVariants[urgency] })}>
      {urgencyBadgeLabels[urgency]}
      <span className="sr-only"> urgency</span>
    </span>
  );
}

const statusVariants = {
  new: "default",
  claimed: "secondary",
  contacted: "success",
  scheduled: "trust",
  closed: "outline",
  cancelled: "outline",
} as const satisfies Record<ShownRequestStatus, Variant>;

export function RequestStatusBadge({ status }: { status: ShownRequestStatus }) {
  return (
    <span className={badgeVariants({ variant: statusVariants[status] })}>
      {requestStatusLabels[status]}
    </span>
  );
}
