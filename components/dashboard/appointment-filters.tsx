"use client";

import Link from "next/link";
import { appointmentStatuses, appointmentStatusLabels } from "@/lib/appointments/status";
import type { AppointmentListParams } from "@/lib/validations/dashboard";
import { Button, buttonVariants } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { FilterSelect } from "@/components/dashboard/filter-select";

const whenLabels = { upcoming: "Upcoming", past: "Past", all: "All dates" } as const;

/**
 * Filters for an appointment list: a plain GET form, so it works before JavaScript loads and the
 * result is a shareable address. A chosen day overrides upcoming/past. A client component only so
 * the page's payload carries its few values, not the form's markup a second time.
 */
export function AppointmentFilters({
  path,
  params,
  showWhen = true,
}: {
  /** The tab's address: the form asks it again with the filters in the query. */
  path: string;
  params: AppointmentListParams;
  showWhen?: boolean;
}) {
  return (
    <form
      method="get"
      action={path}
      className="bg-card mb-4 flex flex-wrap items-end gap-3 rounded-xl border p-3"
    >
      {showWhen ? (
        <FilterSelect
          id="filter-when"
          name="when"
          label="Show"
          value={params.when}
          width="w-36"
          options={Object.entries(whenLabels).map(([value, label]) => ({ value, label }))}
        />
      ) : null}
      <FilterSelect
        id="filter-status"
        name="status"
        label="Status"
        value={params.status}
        allLabel="All statuses"
        options={appointmentStatuses.map((status) => ({
          value: status,
          label: appointmentStatusLabels[status],
        }))}
      />
      <div className="grid gap-1.5">
        <Label htmlFor="filter-date">Day (India time)</Label>
        <Input
          id="filter-date"
          name="date"
          type="date"
          defaultValue={params.date ?? ""}
          className="w-44"
        />
      </div>
      <div className="flex gap-2">
        <Button type="submit" variant="secondary">
          Apply filters
        </Button>
        <Link href={path} className={buttonVariants({ variant: "ghost" })}>
          Clear
        </Link>
      </div>
    </form>
  );
}
