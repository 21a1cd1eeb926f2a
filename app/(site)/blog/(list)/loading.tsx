import { Skeleton } from "@/components/ui/skeleton";

/**
 * 'Loading articles...' while the list is read. In the (list) group so that it wraps the list
 * only: around an article it would make an unknown slug answer 200 instead of 404, because the
 * status is sent with the first streamed bytes.
 */
export default function BlogLoading() {
  return (
    <div className="mx-auto max-w-6xl px-4 py-10" role="status">
      <p className="text-muted-foreground">Loading articles...</p>
      <div className="mt-6 grid gap-5 sm:grid-cols-2 lg:grid-cols-3" aria-hidden="true">
        {Array.from({ length: 6 }, (_, index) => (
          <Skeleton key={index} className="h-56 rounded-xl" />
        ))}
      </div>
    </div>
  );
}
