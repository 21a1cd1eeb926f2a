import { formatIndiaDate } from "@/lib/india-time";
import type { ReportRow } from "@/lib/queries/reports";
import { formatFileSize, reportKindLabels, reportPath } from "@/lib/reports";
import { Badge } from "@/components/ui/badge";
import { buttonVariants } from "@/components/ui/button";

/**
 * Reports and prescriptions as a list with a Download link each, for her tab and her doctor's.
 * Server-rendered, with no script: a plain link the browser saves (the route sends it as an
 * attachment). `personLabel` names the other person: "From" in hers, "For" in the doctor's.
 */
export function ReportList({ rows, personLabel }: { rows: ReportRow[]; personLabel: string }) {
  return (
    <ul className="divide-y">
      {rows.map((row) => (
        <li key={row.id} className="flex flex-wrap items-center justify-between gap-3 py-3">
          <div className="min-w-0">
            <p className="font-medium break-words">
              {row.title} <Badge variant="outline">{reportKindLabels[row.kind]}</Badge>
            </p>
            <p className="text-muted-foreground text-sm">
              {personLabel} {row.person} · visit of {formatIndiaDate(row.appointmentDate)} · added{" "}
              {formatIndiaDate(row.createdAt)} · {formatFileSize(row.byteSize)}
            </p>
          </div>
          <a
            href={reportPath(row.id)}
            download
            className={buttonVariants({ variant: "outline", size: "sm" })}
            aria-label={`Download ${row.title}`}
          >
            <span aria-hidden="true" className="dash-icon dash-icon-download" />
            Download
          </a>
        </li>
      ))}
    </ul>
  );
}
