import { cn } from "@/lib/utils";

export type Stat = { readonly value: string; readonly label: string };

/**
 * A row of figures as a description list. The label comes first in the markup, so a screen reader
 * says "Women helped, 1000+", and is shown under the value. `compact` keeps three figures side by
 * side even on a phone, smaller, for a hero that already fills the first screen.
 */
export function StatGrid({
  stats,
  tone = "card",
  size = "default",
  className,
}: {
  stats: readonly Stat[];
  tone?: "card" | "trust";
  size?: "default" | "compact";
  className?: string;
}) {
  const compact = size === "compact";
  return (
    <dl
      className={cn(
        "grid gap-3",
        compact
          ? "grid-cols-3"
          : stats.length === 3
            ? "sm:grid-cols-3"
            : "grid-cols-2 md:grid-cols-4",
        className,
      )}
    >
      {stats.map((stat) => (
        <div
          key={stat.label}
          className={cn(
            "flex flex-col-reverse justify-end rounded-xl",
            compact ? "p-3 md:p-4" : "gap-1 p-4",
            tone === "trust"
              ? "bg-trust-soft"
              : cn(compact ? "bg-card/80" : "bg-card", "border shadow-sm"),
          )}
        >
          <dt
            className={cn(
              compact ? "text-xs md:text-sm" : "text-sm",
              tone === "trust" ? "text-foreground" : "text-muted-foreground",
            )}
          >
            {stat.label}
          </dt>
          <dd
            className={cn(
              "font-bold",
              compact ? "text-lg md:text-2xl" : "text-2xl md:text-3xl",
              tone === "trust" ? "text-trust" : "text-primary",
            )}
          >
            {stat.value}
          </dd>
        </div>
      ))}
    </dl>
  );
}
