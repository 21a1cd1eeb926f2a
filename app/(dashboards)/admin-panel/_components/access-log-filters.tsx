"use client";

import Link from "next/link";
import {
  accessSubjectLabels,
  accessSubjects,
  type AccessLogParams,
} from "@/lib/validations/privacy-admin";
import { FilterSelect } from "@/components/dashboard/filter-select";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";

const subjectOptions = accessSubjects.map((s) => ({ value: s, label: accessSubjectLabels[s] }));

/**
 * The access log's head: what it is, and its filters, a GET form that works before any JavaScript
 * has loaded. A client component only so that the page's payload carries the current values, not
 * this markup. The staff member is searched by name, like the patient: a list of every staff
 * account would be written into every page of the log.
 */
export function AccessLogFilters({
  path,
  values,
}: {
  path: string;
  /** The parsed query: only the filters in use are present. */
  values: AccessLogParams;
}) {
  return (
    <>
      <p className="text-muted-foreground mb-4 flex items-start gap-2 text-sm">
        <span aria-hidden="true" className="dash-icon dash-icon-lock mt-0.5" />
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
        <div className="grid gap-1.5 lg:w-48">
          <Label htmlFor="log-staff">Staff member</Label>
          <Input
            id="log-staff"
            name="staff"
            type="search"
            placeholder="Name or email"
            defaultValue={values.staff ?? ""}
          />
        </div>
        <div className="grid gap-1.5 lg:min-w-56 lg:flex-1">
          <Label htmlFor="log-patient">Patient</Label>
          <Input
            id="log-patient"
            name="patient"
            type="search"
            placeholder="Name, email or booking reference"
            defaultValue={values.patient ?? ""}
          />
        </div>
        <FilterSelect
          id="log-subject"
          name="subject"
          label="What was opened"
          value={values.subject}
          allLabel="Everything"
          width="w-full lg:w-44"
          options={subjectOptions}
        />
        <div className="grid grid-cols-2 gap-3 sm:col-span-2 lg:contents">
          <div className="grid gap-1.5">
            <Label htmlFor="log-from">From (India time)</Label>
            <Input
              id="log-from"
              name="from"
              type="date"
              defaultValue={values.from ?? ""}
              className="lg:w-40"
            />
          </div>
          <div className="grid gap-1.5">
            <Label htmlFor="log-to">To</Label>
            <Input
              id="log-to"
              name="to"
              type="date"
              defaultValue={values.to ?? ""}
              className="lg:w-40"
            />
          </div>
        </div>
        <div className="flex gap-2 sm:col-span-2">
          <Button type="submit" variant="secondary">
            Apply filters
          </Button>
          <Link href={path} className="btn btn-ghost btn-md">
            Clear
          </Link>
        </div>
      </form>
    </>
  );
}
