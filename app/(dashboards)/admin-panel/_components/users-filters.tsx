"use client";

import Link from "next/link";
import { accountStatuses, roles } from "@/lib/auth/permissions";
import type { UserListParams } from "@/lib/validations/dashboard";
import { accountStatusLabels, roleLabels } from "@/components/dashboard/labels";
import { FilterSelect } from "@/components/dashboard/filter-select";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";

const roleOptions = roles.map((role) => ({ value: role, label: roleLabels[role] }));
const statusOptions = accountStatuses.map((status) => ({
  value: status,
  label: accountStatusLabels[status],
}));

/**
 * The accounts' search: a GET form, so it works before any JavaScript has loaded. A client
 * component only so that the page's payload carries the current values, not the form's markup.
 */
export function UsersFilters({ path, values }: { path: string; values: UserListParams }) {
  return (
    <form
      method="get"
      action={path}
      role="search"
      className="bg-card mb-4 flex flex-wrap items-end gap-3 rounded-xl border p-3"
    >
      <div className="grid min-w-56 flex-1 gap-1.5">
        <Label htmlFor="users-q">Search by name or email</Label>
        <Input id="users-q" name="q" type="search" defaultValue={values.q ?? ""} />
      </div>
      <FilterSelect
        id="users-role"
        name="role"
        label="Role"
        value={values.role}
        allLabel="All roles"
        width="w-36"
        options={roleOptions}
      />
      <FilterSelect
        id="users-status"
        name="status"
        label="Status"
        value={values.status}
        allLabel="All statuses"
        width="w-36"
        options={statusOptions}
      />
      <div className="flex gap-2">
        <Button type="submit" variant="secondary">
          Search
        </Button>
        <Link href={path} className="btn btn-ghost btn-md">
          Clear
        </Link>
      </div>
    </form>
  );
}
