import type { Locale } from "@/content/i18n";
import { withDoctorTitle } from "@/lib/i18n/doctor-title";
import { formatIndiaDate } from "@/lib/india-time";
import type { ReportRow } from "@/lib/queries/reports";
import {
  formatFileSize,
  reportKindLabels,
  reportPath,
  type FileSizeUnits,
  type ReportKind,
} from "@/lib/appointments/reports";
import { fill } from "@/lib/template";
import { Badge } from "@/components/ui/badge";
import { buttonVariants } from "@/components/ui/button";

/** What the list says, "{name}" marking a value: English unless the page gives her language's. */
export type ReportListWords = {
  /** The other person: "From {person}" in her list, "For {person}" in her doctor's. */
  person: string;
  visit: string;
  added: string;
  download: string;
  downloadLabel: string;
  kinds: Readonly<Record<ReportKind, string>>;
  units: FileSizeUnits;
  /** Before a doctor's name, for a list in another language ("डॉ. "). */
  doctorTitle: string;
};

function englishWords(personLabel: string): ReportListWords {
  return {
    person: `${personLabel} {person}`,
    visit: "visit of {date}",
    added: "added {date}",
    download: "Download",
    downloadLabel: "Download {title}",
    kinds: reportKindLabels,
    units: { kb: "KB", mb: "MB" },
    doctorTitle: "Dr. ",
  };
}

/**
 * Reports and prescriptions as a list with a Download link each, for her tab and her doctor's.
 * Server-rendered, with no script: a plain link the browser saves (the route sends it as an
 * attachment). `personLabel` names the other person in English: "From" in hers, "For" in the
 * doctor's; her tab gives `words` (and `locale` for the dates) in her language instead.
 */
export function ReportList({
  rows,
  personLabel = "",
  words = englishWords(personLabel),
  locale = "en",
}: {
  rows: ReportRow[];
  personLabel?: string;
  words?: ReportListWords;
  locale?: Locale;
}) {
  return (
    <ul className="divide-y">
      {rows.map((row) => (
        <li key={row.id} className="flex flex-wrap items-center justify-between gap-3 py-3">
          <div className="min-w-0">
            <p className="font-medium break-words">
              {row.title} <Badge variant="outline">{words.kinds[row.kind]}</Badge>
            </p>
            <p className="text-muted-foreground text-sm">
              {[
                fill(words.person, { person: withDoctorTitle(row.person, words.doctorTitle) }),
                fill(words.visit, { date: formatIndiaDate(row.appointmentDate, locale) }),
                fill(words.added, { date: formatIndiaDate(row.createdAt, locale) }),
                formatFileSize(row.byteSize, words.units),
              ].join(" · ")}
            </p>
          </div>
          <a
            href={reportPath(row.id)}
            download
            className={buttonVariants({ variant: "outline", size: "sm" })}
            aria-label={fill(words.downloadLabel, { title: row.title })}
          >
            <span aria-hidden="true" className="dash-icon dash-icon-download" />
            {words.download}
          </a>
        </li>
      ))}
    </ul>
  );
}
