"use client";

import Link from "next/link";
import {
  outboxStatusLabels,
  outboxStatuses,
  type OutboxParams,
} from "@/lib/validations/privacy-admin";
import { FilterSelect } from "@/components/dashboard/filter-select";
import { Button } from "@/components/ui/button";

const statusOptions = outboxStatuses.map((s) => ({ value: s, label: outboxStatusLabels[s] }));

/**
 * The outbox's status filter: a GET form, so it works before any JavaScript has loaded. A client
 * component only so that the page's payload carries the current value, not the form's markup.
 */
export function OutboxFilter({ path, values }: { path: string; values: OutboxParams }) {
  return (
    <form
      method="get"
      action={path}
      aria-label="Filter the outbox"
      className="bg-card mb-4 flex flex-wrap items-end gap-3 rounded-xl border p-3"
    >
      <FilterSelect
        id="outbox-status"
        name="status"
        label="Status"
        value={values.status}
        allLabel="All statuses"
        options={statusOptions}
      />
      <div className="flex gap-2">
        <Button type="submit" variant="secondary">
          Apply filter
        </Button>
        <Link href={path} className="btn btn-ghost btn-md">
          Clear
        </Link>
      </div>
    </form>
  );
}
