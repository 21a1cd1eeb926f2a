"use client";

import Link from "next/link";
import { FilterSelect } from "@/components/dashboard/filter-select";
import { Button } from "@/components/ui/button";

/**
 * The outbox's status filter: a GET form, so it works before any JavaScript has loaded. A client
 * component only so that the page's payload carries the current value, not the form's markup.
 * A text channel's list sends its channel along, so filtering stays on that channel.
 */
export function OutboxFilter({
  path,
  status,
  options,
  channel,
}: {
  path: string;
  status: string | undefined;
  options: ReadonlyArray<{ value: string; label: string }>;
  /** The channel being listed, when it is not e-mail (the address's default). */
  channel?: string;
}) {
  const clear = channel ? `${path}?channel=${channel}` : path;
  return (
    <form
      method="get"
      action={path}
      aria-label="Filter the outbox"
      className="bg-card mb-4 flex flex-wrap items-end gap-3 rounded-xl border p-3"
    >
      {channel ? <input type="hidden" name="channel" value={channel} /> : null}
      <FilterSelect
        id="outbox-status"
        name="status"
        label="Status"
        value={status}
        allLabel="All statuses"
        options={options}
      />
      <div className="flex gap-2">
        <Button type="submit" variant="secondary">
          Apply filter
        </Button>
        <Link href={clear} className="btn btn-ghost btn-md">
          Clear
        </Link>
      </div>
    </form>
  );
}
