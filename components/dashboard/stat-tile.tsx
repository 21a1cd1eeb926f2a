"use client";

/**
 * The overviews' icons, by name: each is a `.dash-icon-<name>` mask in app/globals.css, so neither
 * the page's payload nor its HTML carries an SVG per figure.
 */
export type StatIcon =
  | "calendar-clock"
  | "calendar-days"
  | "check-circle"
  | "file-text"
  | "heart-handshake"
  | "mail"
  | "siren"
  | "star"
  | "stethoscope"
  | "users";

/** One figure of an overview: what it counts, the number, and a line saying exactly what is counted. */
export type Stat = { label: string; value: string | number; caption: string; icon: StatIcon };

/** An overview's row of figures: two across on a tablet, four on a desktop. */
export function StatGrid({ stats }: { stats: readonly Stat[] }) {
  return (
    <div className="grid grid-cols-2 gap-3 xl:grid-cols-4 xl:gap-4">
      {stats.map(({ label, value, caption, icon }) => (
        <div key={label} className="stat-tile">
          <p>
            {label}
            <span aria-hidden="true">
              <span className={`dash-icon dash-icon-${icon}`} />
            </span>
          </p>
          <strong>{typeof value === "number" ? value.toLocaleString("en-IN") : value}</strong>
          <p>{caption}</p>
        </div>
      ))}
    </div>
  );
}
