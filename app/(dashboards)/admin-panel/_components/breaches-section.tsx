import { ShieldCheck } from "lucide-react";
import { formatIndiaDateTime } from "@/lib/india-time";
import { notFound } from "next/navigation";
import {
  breachesPage,
  breachNotices,
  type BreachNoticeRow,
  type BreachRow,
} from "@/lib/queries/privacy-admin";
import type { Viewer } from "@/lib/auth/viewer";
import { EmptyState } from "@/components/dashboard/empty-state";
import { dashboardHref } from "@/components/dashboard/href";
import { Pager } from "@/components/layout/pager";
import {
  BreachList,
  BreachNoticeList,
  type BreachItem,
  type BreachNoticeItem,
} from "./breach-list";
import { RecordBreachForm } from "./record-breach-form";

const n = (value: number) => value.toLocaleString("en-IN");

/** What the register shows of a breach, formatted here in India time. */
function breachItem(breach: BreachRow, path: string): BreachItem {
  return {
    id: breach.id,
    summary: breach.summary,
    measures: breach.measures,
    occurred: formatIndiaDateTime(breach.occurredAt),
    discovered: formatIndiaDateTime(breach.discoveredAt),
    recorded:
      formatIndiaDateTime(breach.createdAt) + (breach.recordedBy ? ` by ${breach.recordedBy}` : ""),
    figures: {
      affected: n(breach.affected),
      notified: n(breach.notified),
      acknowledged: n(breach.acknowledged),
    },
    ...(breach.affected > 0 ? { noticesHref: `${path}/${breach.id}` } : {}),
  };
}

function noticeItem(notice: BreachNoticeRow): BreachNoticeItem {
  return {
    name: notice.name,
    email: notice.email,
    notified: formatIndiaDateTime(notice.notifiedAt),
    ...(notice.readAt ? { read: formatIndiaDateTime(notice.readAt) } : {}),
  };
}

/**
 * Recording a breach notifies each patient it affected. Kept out of the paged list's boundary, so
 * moving between pages of the register never wipes what she is typing.
 */
export function RecordBreachSection() {
  return (
    <section aria-labelledby="record-breach" className="bg-card rounded-xl border p-4 sm:p-6">
      <h3 id="record-breach" className="text-lg font-semibold">
        Record a breach
      </h3>
      <p className="text-muted-foreground mt-1 mb-4 text-sm">
        When personal data was lost, seen by someone who should not have seen it, or changed without
        permission, tell each patient affected without delay: what happened, when, and what is being
        done.
      </p>
      <RecordBreachForm />
    </section>
  );
}

/** The breach register, newest first: what became of each patient's notice. */
export async function BreachesList({
  path,
  viewer,
  page: requested,
}: {
  path: string;
  viewer: Viewer<"owner">;
  page: number;
}) {
  const page = await breachesPage(viewer, requested);
  return (
    <section aria-labelledby="breach-list">
      <h3 id="breach-list" className="mb-3 text-lg font-semibold">
        Recorded breaches
      </h3>
      {page.rows.length === 0 ? (
        <EmptyState icon={ShieldCheck} title="No breaches recorded">
          Nothing has been recorded. If one happens, record it above and each patient affected is
          notified.
        </EmptyState>
      ) : (
        <BreachList rows={page.rows.map((breach) => breachItem(breach, path))} />
      )}
      <Pager page={page} label="breach records" hrefFor={(p) => dashboardHref(path, { page: p })} />
    </section>
  );
}

/**
 * One breach's page: the patients it affected, twenty at a time by name, and whether each has
 * read her notice. An id that is not a breach's is not found.
 */
export async function BreachNoticesSection({
  path,
  viewer,
  breachId,
  page: requested,
}: {
  /** This breach's address. */
  path: string;
  viewer: Viewer<"owner">;
  breachId: string;
  page: number;
}) {
  const found = await breachNotices(viewer, breachId, requested);
  if (!found) notFound();
  const { breach, notices } = found;
  return (
    <section aria-labelledby="breach-notices" className="bg-card rounded-xl border p-4 sm:p-6">
      <h3 id="breach-notices" className="font-semibold [overflow-wrap:anywhere]">
        {breach.summary}
      </h3>
      <p className="text-muted-foreground mt-1 text-sm">
        {`Happened ${formatIndiaDateTime(breach.occurredAt)}, discovered ${formatIndiaDateTime(breach.discoveredAt)}. `}
        {`${n(breach.affected)} affected, ${n(breach.acknowledged)} acknowledged.`}
      </p>
      <h4 className="mt-4 mb-2 text-sm font-medium">Patients affected and their notices</h4>
      {notices.total === 0 ? (
        <p className="text-muted-foreground text-sm">No patient was notified.</p>
      ) : (
        <BreachNoticeList rows={notices.rows.map(noticeItem)} />
      )}
      <Pager page={notices} label="patients" hrefFor={(p) => dashboardHref(path, { page: p })} />
    </section>
  );
}
