import type { LucideIcon } from "lucide-react";

/** One figure of an overview: what it counts, the number, and a line saying exactly what is counted. */
export function StatTile({
  label,
  value,
  caption,
  icon: Icon,
}: {
  label: string;
  value: string | number;
  caption: string;
  icon: LucideIcon;
}) {
  return (
    <div className="bg-card rounded-xl border p-4 shadow-sm">
      <div className="flex items-start justify-between gap-3">
        <p className="text-muted-foreground text-sm font-medium">{label}</p>
        <span className="bg-secondary text-secondary-foreground flex size-9 shrink-0 items-center justify-center rounded-lg">
          <Icon aria-hidden="true" className="size-4" />
        </span>
      </div>
      <p className="mt-1 text-3xl font-bold tabular-nums">
        {typeof value === "number" ? value.toLocaleString("en-IN") : value}
      </p>
      <p className="text-muted-foreground mt-1 text-sm">{caption}</p>
    </div>
  );
}

export type Stat = React.ComponentProps<typeof StatTile>;

/** An overview's row of figures: two across on a tablet, four on a desktop. */
export function StatGrid({ stats }: { stats: readonly Stat[] }) {
  return (
    <div className="grid grid-cols-2 gap-3 xl:grid-cols-4 xl:gap-4">
      {stats.map((stat) => (
        <StatTile key={stat.label} {...stat} />
      ))}
    </div>
  );
}
