import {
  requestStatusLabels,
  urgencyBadgeLabels,
  type RequestStatus,
  type UrgencyLevel,
} from "@/lib/requests";
import { Badge, type BadgeProps } from "@/components/ui/badge";

/** A request's urgency and status: the text always says it; the colour only repeats it. */

type Variant = NonNullable<BadgeProps["variant"]>;

const urgencyVariants = {
  emergency: "destructive",
  high: "warning",
  medium: "secondary",
  low: "outline",
} as const satisfies Record<UrgencyLevel, Variant>;

export function UrgencyBadge({ urgency }: { urgency: UrgencyLevel }) {
  return (
    <Badge variant={urgencyVariants[urgency]}>
      {urgencyBadgeLabels[urgency]}
      <span className="sr-only"> urgency</span>
    </Badge>
  );
}

const statusVariants = {
  new: "default",
  claimed: "secondary",
  contacted: "success",
  scheduled: "trust",
  closed: "outline",
} as const satisfies Record<RequestStatus, Variant>;

export function RequestStatusBadge({ status }: { status: RequestStatus }) {
  return <Badge variant={statusVariants[status]}>{requestStatusLabels[status]}</Badge>;
}
