import { accountStatuses, roles, type AccountStatus, type Role } from "@/lib/roles";

/**
 * Who may do what, in one table read by middleware, layouts, actions and the UI that hides buttons.
 * Pure and free of server imports on purpose: middleware bundles it separately and client
 * components import it to decide what to show (the server still checks every action itself).
 */

export { accountStatuses, roles, type AccountStatus, type Role } from "@/lib/roles";

type AreaDefinition = {
  path: `/${string}`;
  roles: readonly Role[];
  /** How the access guard names who may enter ("Required role: {role}"). */
  requiredRole: string;
  title: string;
};

/** The signed-in areas. Blog management follows the screen's reading. */
export const areas = {
  "patient-dashboard": {
    path: "/patient-dashboard",
    roles: ["patient"],
    requiredRole: "patient",
    title: "Patient Dashboard",
  },
  "doctor-dashboard": {
    path: "/doctor-dashboard",
    roles: ["doctor"],
    requiredRole: "doctor",
    title: "Doctor Dashboard",
  },
  "coordinator-dashboard": {
    path: "/coordinator-dashboard",
    roles: ["coordinator"],
    requiredRole: "coordinator",
    title: "Coordinator Dashboard",
  },
  "admin-panel": {
    path: "/admin-panel",
    roles: ["owner"],
    requiredRole: "owner",
    title: "Admin Dashboard",
  },
  "blog-management": {
    path: "/blog-management",
    roles: ["owner", "doctor", "coordinator"],
    requiredRole: "owner, doctor or coordinator",
    title: "Blog Management",
  },
} as const satisfies Record<string, AreaDefinition>;

export type AreaId = keyof typeof areas;

export const areaIds = Object.keys(areas) as AreaId[];

/**
 * The area a path belongs to, matching whole segments so /admin-panel/users is the admin panel
 * and /admin-panelx is not.
 */
export function areaForPath(pathname: string): AreaId | null {
  for (const id of areaIds) {
    const { path } = areas[id];
    if (pathname === path || pathname.startsWith(`${path}/`)) return id;
  }
  return null;
}

export function canEnterArea(role: Role, area: AreaId): boolean {
  return (areas[area].roles as readonly Role[]).includes(role);
}

export type AreaDecision = "signed-out" | "suspended" | "denied" | "pending" | "allowed";

/**
 * What an area shows this account, decided from role and status alone (pure, so middleware and the
 * layouts share it). Order matters and is deliberate:
 * 1. no account (signed out, or deleted) → the sign-in card;
 * 2. suspended → the suspension notice, in every area, whatever the role;
 * 3. wrong role → access denied with the required role, even while pending, so a pending doctor
 *    who opens the patient dashboard is told it is not hers rather than to wait for approval;
 * 4. pending (a doctor or coordinator awaiting the owner's approval) → the awaiting-approval notice;
 * 5. otherwise the area.
 */
export function areaDecision(
  account: { role: Role; status: AccountStatus } | null,
  area: AreaId,
): AreaDecision {
  if (!account) return "signed-out";
  if (account.status === "suspended") return "suspended";
  if (!canEnterArea(account.role, area)) return "denied";
  if (account.status === "pending") return "pending";
  return "allowed";
}

const homeAreas = {
  patient: "patient-dashboard",
  doctor: "doctor-dashboard",
  coordinator: "coordinator-dashboard",
  owner: "admin-panel",
} as const satisfies Record<Role, AreaId>;

/** Where a role lands after signing in. */
export function homeAreaFor(role: Role): AreaId {
  return homeAreas[role];
}

/** Action → roles allowed to perform it. Row ownership is checked on top. */
export const permissions = {
  "profile.update-own": ["owner", "doctor", "coordinator", "patient"],
  "profile.update-any": ["owner"],
  "profile.change-role": ["owner"],
  "user.set-status": ["owner"],
  "user.delete": ["owner"],
  /** Write posts, edit and delete one's own, upload their images; never publish. */
  "content.write": ["owner", "doctor", "coordinator"],
  /** Publish: approve a post awaiting review, or set a post's status to published. */
  "content.approve": ["owner"],
  /** Edit or delete anyone's post. */
  "content.moderate": ["owner"],
  /** Her own data rights: consents, export, deleting her account (patients). */
  "privacy.own": ["patient"],
  /** The language of her own screens and mails (patients: staff screens stay English). */
  "language.own": ["patient"],
  /** Record a personal-data breach and notify the patients it affected. */
  "breach.record": ["owner"],
  // Appointments: each role only on her own rows (doctor_id or coordinator_id = her), the owner on
  // all. Moving a visit to another time or doctor is the coordinators' (and the owner's) work.
  // Opening an appointment's details (notes, contact preferences): written to her access log.
  "appointment.view": ["owner", "doctor", "coordinator"],
  "appointment.update-status": ["owner", "doctor", "coordinator"],
  "appointment.reschedule": ["owner", "coordinator"],
  "appointment.reassign": ["owner", "coordinator"],
  // Her own appointment, from her dashboard: move it to another free time of the same doctor, or
  // cancel it, up to the cut-off before it starts (PATIENT_CHANGE_CUTOFF_HOURS).
  "appointment.self-service": ["patient"],
  // Consultation requests (the coordinator's queue): claim, mark contacted, schedule, close. A
  // coordinator acts on unclaimed requests and on her own; the owner on any (lib/actions/requests.ts).
  "request.handle": ["owner", "coordinator"],
  // A doctor's weekly hours and time off: her own, or any doctor's for the owner.
  "doctor.hours": ["owner", "doctor"],
  // Messages: only on messages she received. Doctors are the only role with an inbox so far.
  "message.mark-read": ["doctor"],
  "message.reply": ["doctor"],
  // Conversations: anyone signed in, to someone she has a care relationship with (lib/appointments/messaging.ts).
  "message.send": ["owner", "doctor", "coordinator", "patient"],
  "message.read-thread": ["owner", "doctor", "coordinator", "patient"],
  "message.quick-question": ["patient"],
  // Reports and prescriptions: a doctor uploads one for a patient she has an appointment with
  // (lib/actions/reports.ts). Downloads (a route handler) go to the patient or the issuing doctor:
  // the role is checked here, the row's owner by the query (lib/queries/reports.ts).
  "report.upload": ["doctor"],
  "report.download": ["patient", "doctor"],
  // Bookings she made as a guest (lib/booking/claim.ts): claim one by its reference and a code sent
  // to its e-mail, and put away the notice naming those that joined her account by e-mail.
  "booking.claim": ["patient"],
  // "Send the link again" for her own unconfirmed e-mail, from her dashboard (signed out, anyone
  // may ask for a link on /verify-email).
  "email.verify-own": ["patient"],
  // A video visit's room (lib/video/room.ts): its patient and its doctor only, the row's two
  // people checked by the query. Coordinators and the owner never join or read a visit.
  "visit.join": ["patient", "doctor"],
} as const satisfies Record<string, readonly Role[]>;

export type Permission = keyof typeof permissions;

export function can(role: Role, permission: Permission): boolean {
  return (permissions[permission] as readonly Role[]).includes(role);
}

export function isRole(value: unknown): value is Role {
  return typeof value === "string" && (roles as readonly string[]).includes(value);
}

export function isAccountStatus(value: unknown): value is AccountStatus {
  return typeof value === "string" && (accountStatuses as readonly string[]).includes(value);
}
