import { SearchX } from "lucide-react";
import { accessLogPage, type AccessLogRow } from "@/lib/queries/privacy-admin";
import type { Viewer } from "@/lib/auth/viewer";
import type { AccessLogParams } from "@/lib/validations/privacy-admin";
import { EmptyState } from "@/components/dashboard/empty-state";
import { dashboardHref } from "@/components/dashboard/href";
import { Pager } from "@/components/layout/pager";
import { AccessLogFilters } from "./access-log-filters";
import { AccessLogTable, type AccessLogItem } from "./access-log-table";

/** What the table shows of a read: her account, else the booking that was opened. */
function accessLogItem(row: AccessLogRow): AccessLogItem {
  const booking = row.request?.reference;
  const whose = row.patient
    ? { name: row.patient.name, email: row.patient.email, ...(booking ? { booking } : {}) }
    : row.request
      ? { name: row.request.name, booking: row.request.reference }
      : undefined;
  return {
    // To the minute, as the row shows it ("2026-11-25T12:02Z" is a valid `<time>` value).
    at: `${row.createdAt.toISOString().slice(0, 16)}Z`,
    actor: row.actorName,
    role: row.actorRole,
    subject: row.subject,
    ...(whose ? { whose } : {}),
  };
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
  const page = await accessLogPage(viewer, params);
  const query = {
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
      <AccessLogFilters path={path} values={params} />
      {page.rows.length === 0 ? (
        <EmptyState icon={SearchX} title={filtered ? "No reads match" : "Nothing logged yet"}>
          {filtered
            ? "Widen the dates, check the spelling of the name, or clear the filters."
            : "When a staff member opens a patient's data, the read appears here."}
        </EmptyState>
      ) : (
        <AccessLogTable rows={page.rows.map(accessLogItem)} />
      )}
      <Pager page={page} label="reads" hrefFor={(p) => dashboardHref(path, query, { page: p })} />
    </div>
  );
}
