/**
 * A tab's content while it loads: placeholder rows drawn by one element's background
 * (`.tab-skeleton` in app/globals.css). Every loading state is sent inside the page it covers, so
 * it is kept to a line of HTML.
 */
export function TabSkeleton({ label = "Loading…" }: { label?: string }) {
  return (
    <div role="status" aria-live="polite" data-skeleton className="tab-skeleton">
      <span className="sr-only">{label}</span>
    </div>
  );
}
