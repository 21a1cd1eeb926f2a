import type { AccountStatus, Role } from "@/lib/auth/permissions";

/** How roles and account statuses read on the dashboards. Client-safe. */

export const roleLabels = {
  owner: "Owner",
  doctor: "Doctor",
  coordinator: "Coordinator",
  patient: "Patient",
} as const satisfies Record<Role, string>;

export const accountStatusLabels = {
  active: "Active",
  pending: "Pending",
  suspended: "Suspended",
} as const satisfies Record<AccountStatus, string>;
