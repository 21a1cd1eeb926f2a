import "server-only";
import type { AreaId } from "@/lib/auth/permissions";
import { areaViewer, type AreaRole, type Viewer } from "@/lib/auth/viewer";
import { parseTab, type SearchParams } from "@/lib/validations/dashboard";

export type DashboardRequest<A extends AreaId, T extends string> = {
  /** She, admitted to this area on this request: the only key to its queries. */
  viewer: Viewer<AreaRole<A>>;
  params: SearchParams;
  tab: T;
  /** One clock reading per request, so every figure on the page agrees on "now" and "today". */
  now: Date;
};

/**
 * What a dashboard page starts from: its own check of the area (the layout's guard only decides
 * what is shown; it does not stop this page from rendering), the query string and the chosen tab.
 * Null when the area does not admit her: the page then renders nothing at all, so nothing of it
 * reaches the HTML or the RSC payload.
 */
export async function dashboardRequest<A extends AreaId, const T extends readonly string[]>(
  area: A,
  searchParams: Promise<SearchParams>,
  tabIds: T,
): Promise<DashboardRequest<A, T[number]> | null> {
  const viewer = await areaViewer(area);
  if (!viewer) return null;
  const params = await searchParams;
  return { viewer, params, tab: parseTab(tabIds, params), now: new Date() };
}
