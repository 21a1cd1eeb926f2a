import { areas } from "@/lib/auth/permissions";
import { isUuid } from "@/lib/uuid";

/**
 * The dashboards' addresses: each tab is a route segment of its area, the first tab is the area's
 * own address, and a detail (a request, an appointment, a conversation) is a segment below its tab.
 * The area layouts' navigation, the redirects from the old `?tab=` addresses, the access tests and
 * the benchmark all read this one table.
 */

export type DashboardAreaId = Exclude<keyof typeof areas, "blog-management">;

export type DashboardTab = {
  id: string;
  label: string;
  /** The tab's route segment; null for the first tab, which is the area's own address. */
  segment: string | null;
};

export const dashboardTabs = {
  "doctor-dashboard": [
    { id: "overview", label: "Overview", segment: null },
    { id: "appointments", label: "Appointments", segment: "appointments" },
    { id: "patients", label: "Patients", segment: "patients" },
    { id: "messages", label: "Messages", segment: "messages" },
    { id: "reports", label: "Reports", segment: "reports" },
  ],
  "coordinator-dashboard": [
    { id: "overview", label: "Overview", segment: null },
    { id: "appointments", label: "Appointments", segment: "appointments" },
    { id: "patients", label: "Patients", segment: "patients" },
    { id: "tasks", label: "Tasks", segment: "tasks" },
    { id: "communications", label: "Communications", segment: "communications" },
  ],
  "admin-panel": [
    { id: "overview", label: "Overview", segment: null },
    { id: "users", label: "Users", segment: "users" },
    { id: "appointments", label: "Appointments", segment: "appointments" },
    { id: "content", label: "Content", segment: "content" },
    { id: "privacy", label: "Privacy", segment: "privacy" },
  ],
  "patient-dashboard": [
    { id: "appointments", label: "Appointments", segment: null },
    { id: "messages", label: "Messages", segment: "messages" },
    { id: "reports", label: "Reports", segment: "reports" },
    { id: "profile", label: "Profile", segment: "profile" },
    { id: "privacy", label: "Privacy", segment: "privacy" },
  ],
} as const satisfies Record<DashboardAreaId, readonly DashboardTab[]>;

export type TabId<A extends DashboardAreaId> = (typeof dashboardTabs)[A][number]["id"];

/** The owner's privacy records: the access log at the tab's own address, the others below it. */
export const privacyViews = [
  { id: "log", label: "Access log", segment: null },
  { id: "outbox", label: "Outbox", segment: "outbox" },
  { id: "breaches", label: "Breaches", segment: "breaches" },
] as const satisfies readonly DashboardTab[];

export type PrivacyView = (typeof privacyViews)[number]["id"];

function join(...parts: Array<string | null | undefined>): string {
  return parts.filter((part) => part !== null && part !== undefined && part !== "").join("/");
}

/** The address of one of an area's tabs. */
export function tabHref(area: DashboardAreaId, tab: DashboardTab): string {
  return join(areas[area].path, tab.segment);
}

/** A tab's address, with an optional detail below it: tabPath("coordinator-dashboard", "tasks", id). */
export function tabPath<A extends DashboardAreaId>(
  area: A,
  tab: TabId<A>,
  detail?: string,
): string {
  const found = (dashboardTabs[area] as readonly DashboardTab[]).find((t) => t.id === tab);
  if (!found) throw new Error(`${area} has no tab ${tab}`);
  return join(tabHref(area, found), detail ? encodeURIComponent(detail) : null);
}

/** The owner's privacy view's address. */
export function privacyPath(view: PrivacyView): string {
  const found = privacyViews.find((v) => v.id === view);
  return join(tabPath("admin-panel", "privacy"), found?.segment);
}

/**
 * The query keys that named a detail in the old addresses, per area and tab: they become a path
 * segment now. Only an id of the right shape is carried over; anything else is dropped.
 */
const legacyDetails: Partial<Record<DashboardAreaId, Record<string, string>>> = {
  "coordinator-dashboard": { tasks: "request", communications: "with" },
  "patient-dashboard": { messages: "with" },
};

/**
 * Where an address of the old one-page dashboards (`/doctor-dashboard?tab=messages&page=2`) lives
 * now (`/doctor-dashboard/messages?page=2`), or null when it is not such an address. An unknown tab
 * goes to the area's first tab, as the old page showed it. Filters and paging are kept.
 */
export function legacyDashboardUrl(pathname: string, search: URLSearchParams): string | null {
  if (!search.has("tab")) return null;
  const area = (Object.keys(dashboardTabs) as DashboardAreaId[]).find(
    (id) => areas[id].path === pathname,
  );
  if (!area) return null;
  const query = new URLSearchParams(search);
  const tabId = query.get("tab") ?? "";
  query.delete("tab");
  const tabs = dashboardTabs[area] as readonly DashboardTab[];
  const tab = tabs.find((t) => t.id === tabId) ?? tabs[0];
  const parts: Array<string | null | undefined> = [pathname, tab?.segment];

  const detailKey = tab ? legacyDetails[area]?.[tab.id] : undefined;
  if (detailKey) {
    const id = query.get(detailKey);
    query.delete(detailKey);
    if (id && isUuid(id)) parts.push(id);
  }
  if (area === "admin-panel" && tab?.id === "privacy") {
    const view = privacyViews.find((v) => v.id === query.get("view"));
    query.delete("view");
    parts.push(view?.segment);
  }
  const rest = query.toString();
  return rest ? `${join(...parts)}?${rest}` : join(...parts);
}
