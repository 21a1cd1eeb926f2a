import { cn } from "@/lib/utils";

export type Stat = { readonly value: string; readonly label: string };

/**
 * A row of figures as a description list. The label comes first in the markup, so a screen reader
 * says "Women helped, 1000+", and is shown under the value.
 */
export function StatGrid({
  stats,
  tone = "card",
  className,
}: {
  stats: readonly Stat[];
  tone?: "card" | "trust";
  className?: string;
}) {
  return (
    <dl
      className={cn(
        "grid gap-3",
        stats.length === 3 ? "sm:grid-cols-3" : "grid-cols-2 md:grid-cols-4",
        className,
      )}
    >
      {stats.map((stat) => (
        <div
          key={stat.label}
          className={cn(
            "flex flex-col-reverse justify-end gap-1 rounded-xl p-4",
            tone === "trust" ? "bg-trust-soft" : "bg-card border shadow-sm",
          )}
        >
          <dt
            className={cn(
              "text-sm",
              tone === "trust" ? "text-foreground" : "text-muted-foreground",
            )}
          >
            {stat.label}
          </dt>
          <dd
            className={cn(
              "text-2xl font-bold md:text-3xl",
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
