import "server-only";
import { getSessionUser, type SessionUser } from "@/lib/auth/session";
import type { Viewer } from "@/lib/queries/scope";
import { parseTab, type SearchParams } from "@/lib/validations/dashboard";

export type DashboardRequest<T extends string> = {
  user: SessionUser;
  viewer: Viewer;
  params: SearchParams;
  tab: T;
  /** One clock reading per request, so every figure on the page agrees on "now" and "today". */
  now: Date;
};

/**
 * What a dashboard page starts from: the signed-in user (the area's layout has already admitted
 * her; the session read is cached for this request), the query string and the chosen tab.
 */
export async function dashboardRequest<const T extends readonly string[]>(
  searchParams: Promise<SearchParams>,
  tabIds: T,
): Promise<DashboardRequest<T[number]> | null> {
  const user = await getSessionUser();
  if (!user) return null;
  const params = await searchParams;
  return {
    user,
    viewer: { id: user.id, role: user.role },
    params,
    tab: parseTab(tabIds, params),
    now: new Date(),
  };
}
