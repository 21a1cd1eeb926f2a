import Link from "next/link";
import { Lock, SearchX } from "lucide-react";
import { formatIndiaDate, formatIndiaTime } from "@/lib/india-time";
import {
  accessLogPage,
  accessLogStaffOptions,
  type AccessLogRow,
} from "@/lib/queries/privacy-admin";
import type { Viewer } from "@/lib/auth/viewer";
import {
  accessSubjectLabels,
  accessSubjects,
  type AccessLogParams,
} from "@/lib/validations/privacy-admin";
import { EmptyState } from "@/components/dashboard/empty-state";
import { FilterSelect } from "@/components/dashboard/filter-select";
import { dashboardHref } from "@/components/dashboard/href";
import { roleLabels } from "@/components/dashboard/labels";
import { Pager } from "@/components/dashboard/pager";
import { Badge } from "@/components/ui/badge";
import { Button, buttonVariants } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from "@/components/ui/table";

/** Whose data a row is about: her account, else the booking that was opened. */
function Whose({ row }: { row: AccessLogRow }) {
  if (row.patient) {
    return (
      <>
        <span className="font-medium">{row.patient.name}</span>
        <span className="text-muted-foreground block text-sm [overflow-wrap:anywhere]">
          {row.patient.email}
        </span>
        {row.request ? (
          <span className="text-muted-foreground block text-sm">
            Booking {row.request.reference}
          </span>
        ) : null}
      </>
    );
  }
  if (row.request) {
    return (
      <>
        <span className="font-medium">{row.request.name}</span>
        <span className="text-muted-foreground block text-sm">Booking {row.request.reference}</span>
      </>
    );
  }
  // Both links are erased when the account or booking is deleted; the read itself stays.
  return <span className="text-muted-foreground">Deleted patient</span>;
}

/**
 * Every staff read of a patient's request, appointment, messages or profile, newest first.
 * Read-only by design: the database refuses edits and deletions, and the app offers none.
 */
export async function AccessLogSection({
  path,
  viewer,
  params,
}: {
  path: string;
  viewer: Viewer<"owner">;
  params: AccessLogParams;
}) {
  const [page, staff] = await Promise.all([
    accessLogPage(viewer, params),
    accessLogStaffOptions(viewer),
  ]);
  const query = {
    tab: "privacy",
    view: "log",
    staff: params.staff,
    patient: params.patient,
    subject: params.subject,
    from: params.from,
    to: params.to,
  };
  const filtered = Boolean(
    params.staff || params.patient || params.subject || params.from || params.to,
  );
  return (
    <div>
      <p className="text-muted-foreground mb-4 flex items-start gap-2 text-sm">
        <Lock aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
        Every time a staff member opens a patient&apos;s booking, appointment, messages or profile,
        it is written here. Nobody can edit or delete these rows, including you.
      </p>
      <form
        method="get"
        action={path}
        role="search"
        aria-label="Filter the access log"
        className="bg-card mb-4 grid gap-3 rounded-xl border p-3 sm:grid-cols-2 lg:flex lg:flex-wrap lg:items-end"
      >
        <input type="hidden" name="tab" value="privacy" />
        <input type="hidden" name="view" value="log" />
        <FilterSelect
          id="log-staff"
          name="staff"
          label="Staff member"
          value={params.staff}
          allLabel="All staff"
          width="w-full lg:w-48"
          options={staff.map((s) => ({ value: s.id, label: `${s.name} (${roleLabels[s.role]})` }))}
        />
        <div className="grid gap-1.5 lg:min-w-56 lg:flex-1">
          <Label htmlFor="log-patient">Patient</Label>
          <Input
            id="log-patient"
            name="patient"
            type="search"
            placeholder="Name, email or booking reference"
            defaultValue={params.patient ?? ""}
          />
        </div>
        <FilterSelect
          id="log-subject"
          name="subject"
          label="What was opened"
          value={params.subject}
          allLabel="Everything"
          width="w-full lg:w-44"
          options={accessSubjects.map((s) => ({ value: s, label: accessSubjectLabels[s] }))}
        />
        <div className="grid grid-cols-2 gap-3 sm:col-span-2 lg:contents">
          <div className="grid gap-1.5">
            <Label htmlFor="log-from">From (India time)</Label>
            <Input
              id="log-from"
              name="from"
              type="date"
              defaultValue={params.from ?? ""}
              className="lg:w-40"
            />
          </div>
          <div className="grid gap-1.5">
            <Label htmlFor="log-to">To</Label>
            <Input
              id="log-to"
              name="to"
              type="date"
              defaultValue={params.to ?? ""}
              className="lg:w-40"
            />
          </div>
        </div>
        <div className="flex gap-2 sm:col-span-2">
          <Button type="submit" variant="secondary">
            Apply filters
          </Button>
          <Link
            href={`${path}?tab=privacy&view=log`}
            className={buttonVariants({ variant: "ghost" })}
          >
            Clear
          </Link>
        </div>
      </form>

      {page.rows.length === 0 ? (
        <EmptyState icon={SearchX} title={filtered ? "No reads match" : "Nothing logged yet"}>
          {filtered
            ? "Widen the dates, check the spelling of the name, or clear the filters."
            : "When a staff member opens a patient's data, the read appears here."}
        </EmptyState>
      ) : (
        <>
          <ol className="grid gap-2 md:hidden" aria-label="Access log">
            {page.rows.map((row) => (
              <li key={row.id} className="bg-card rounded-xl border p-3">
                <div className="flex items-start justify-between gap-3">
                  <div className="min-w-0">
                    <Whose row={row} />
                  </div>
                  <Badge variant="outline">{accessSubjectLabels[row.subject]}</Badge>
                </div>
                <p className="text-muted-foreground mt-2 text-sm">
                  Opened by <span className="text-foreground">{row.actorName}</span>,{" "}
                  {roleLabels[row.actorRole].toLowerCase()} ·{" "}
                  <time dateTime={row.createdAt.toISOString()}>
                    {formatIndiaDate(row.createdAt)}, {formatIndiaTime(row.createdAt)}
                  </time>
                </p>
              </li>
            ))}
          </ol>
          <Table
            containerClassName="hidden max-h-[70vh] rounded-xl border bg-card md:block"
            scrollLabel="Access log"
          >
            <caption className="sr-only">Access log, newest first</caption>
            <TableHeader>
              <TableRow>
                <TableHead>When</TableHead>
                <TableHead>Staff member</TableHead>
                <TableHead>Opened</TableHead>
                <TableHead>Whose</TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {page.rows.map((row) => (
                <TableRow key={row.id}>
                  <TableCell className="whitespace-nowrap">
                    <time dateTime={row.createdAt.toISOString()}>
                      {formatIndiaDate(row.createdAt)}
                      <span className="text-muted-foreground block text-sm">
                        {formatIndiaTime(row.createdAt)}
                      </span>
                    </time>
                  </TableCell>
                  <TableCell>
                    <span className="font-medium">{row.actorName}</span>
                    <span className="text-muted-foreground block text-sm">
                      {roleLabels[row.actorRole]}
                    </span>
                  </TableCell>
                  <TableCell>
                    <Badge variant="outline">{accessSubjectLabels[row.subject]}</Badge>
                  </TableCell>
                  <TableCell className="min-w-52 whitespace-normal">
                    <Whose row={row} />
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </>
      )}
      <Pager page={page} label="reads" hrefFor={(p) => dashboardHref(path, query, { page: p })} />
    </div>
  );
}
