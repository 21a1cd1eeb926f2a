/**
 * Builds a dashboard link from the current query and some changes: a key set to undefined or ""
 * is dropped, so the default tab and the first page keep short, shareable addresses.
 */
export function dashboardHref(
  path: string,
  current: Record<string, string | number | undefined>,
  changes: Record<string, string | number | undefined> = {},
): string {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries({ ...current, ...changes })) {
    if (value === undefined || value === "") continue;
    if (key === "page" && Number(value) === 1) continue;
    query.set(key, String(value));
  }
  const search = query.toString();
  return search ? `${path}?${search}` : path;
}
