import { Skeleton } from "@/components/ui/skeleton";

/** 'Loading posts...' while the list (or a post to edit) is read. */
export default function BlogManagementLoading() {
  return (
    <div className="mx-auto max-w-5xl px-4 py-10" role="status">
      <p className="text-muted-foreground">Loading posts...</p>
      <div className="mt-6 space-y-4" aria-hidden="true">
        {Array.from({ length: 4 }, (_, index) => (
          <Skeleton key={index} className="h-36 rounded-xl" />
        ))}
      </div>
    </div>
  );
}
