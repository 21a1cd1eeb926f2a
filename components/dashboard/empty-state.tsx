import type { LucideIcon } from "lucide-react";

/** What an empty list says: that it is empty, why that may be, and what to do next. */
export function EmptyState({
  icon: Icon,
  title,
  children,
  action,
}: {
  icon: LucideIcon;
  title: string;
  children: React.ReactNode;
  action?: React.ReactNode;
}) {
  return (
    <div className="flex flex-col items-center rounded-xl border border-dashed px-6 py-10 text-center">
      <span className="bg-muted text-muted-foreground mb-3 flex size-11 items-center justify-center rounded-full">
        <Icon aria-hidden="true" className="size-5" />
      </span>
      <p className="font-semibold">{title}</p>
      <div className="text-muted-foreground mt-1 max-w-md text-sm">{children}</div>
      {action ? <div className="mt-4">{action}</div> : null}
    </div>
  );
}
