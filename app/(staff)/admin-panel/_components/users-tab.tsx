import Link from "next/link";
import type { Viewer } from "@/lib/auth/viewer";
import { SearchX } from "lucide-react";
import { accountStatuses, roles } from "@/lib/auth/permissions";
import { usersPage } from "@/lib/queries/users";
import type { UserListParams } from "@/lib/validations/dashboard";
import { EmptyState } from "@/components/dashboard/empty-state";
import { FilterSelect } from "@/components/dashboard/filter-select";
import { dashboardHref } from "@/components/dashboard/href";
import { Pager } from "@/components/dashboard/pager";
import { AccountStatusBadge } from "@/components/dashboard/status-badges";
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
import { DeleteUserButton, EditUserDialog, UserStatusSelect } from "./user-actions";
import { roleLabels, accountStatusLabels } from "@/components/dashboard/labels";

/** Every account, searched and filtered on the server, 20 a page. */
export async function UsersTab({
  path,
  params,
  viewer,
}: {
  path: string;
  params: UserListParams;
  viewer: Viewer<"owner">;
}) {
  const page = await usersPage(viewer, params);
  const query = { tab: "users", q: params.q, role: params.role, status: params.status };
  return (
    <div>
      <form
        method="get"
        action={path}
        role="search"
        className="bg-card mb-4 flex flex-wrap items-end gap-3 rounded-xl border p-3"
      >
        <input type="hidden" name="tab" value="users" />
        <div className="grid min-w-56 flex-1 gap-1.5">
          <Label htmlFor="users-q">Search by name or email</Label>
          <Input id="users-q" name="q" type="search" defaultValue={params.q ?? ""} />
        </div>
        <FilterSelect
          id="users-role"
          name="role"
          label="Role"
          value={params.role}
          allLabel="All roles"
          width="w-36"
          options={roles.map((role) => ({ value: role, label: roleLabels[role] }))}
        />
        <FilterSelect
          id="users-status"
          name="status"
          label="Status"
          value={params.status}
          allLabel="All statuses"
          width="w-36"
          options={accountStatuses.map((status) => ({
            value: status,
            label: accountStatusLabels[status],
          }))}
        />
        <div className="flex gap-2">
          <Button type="submit" variant="secondary">
            Search
          </Button>
          <Link href={`${path}?tab=users`} className={buttonVariants({ variant: "ghost" })}>
            Clear
          </Link>
        </div>
      </form>

      {page.rows.length === 0 ? (
        <EmptyState icon={SearchX} title="No accounts match">
          Check the spelling, search for part of a name or email, or clear the filters.
        </EmptyState>
      ) : (
        <Table containerClassName="max-h-[70vh] rounded-xl border bg-card" scrollLabel="Accounts">
          <caption className="sr-only">Accounts</caption>
          <TableHeader>
            <TableRow>
              <TableHead>Name</TableHead>
              <TableHead>Role</TableHead>
              <TableHead>Status</TableHead>
              <TableHead>Specialization</TableHead>
              <TableHead>Change status</TableHead>
              <TableHead>
                <span className="sr-only">Actions</span>
              </TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {page.rows.map((user) => {
              const isSelf = user.id === viewer.id;
              return (
                <TableRow key={user.id}>
                  <TableCell className="min-w-52 whitespace-normal">
                    <span className="font-medium">{user.name}</span>
                    {isSelf ? <span className="text-muted-foreground"> (you)</span> : null}
                    <span className="text-muted-foreground block text-sm [overflow-wrap:anywhere]">
                      {user.email}
                    </span>
                    {user.phone ? (
                      <span className="text-muted-foreground block text-sm">{user.phone}</span>
                    ) : null}
                  </TableCell>
                  <TableCell>{roleLabels[user.role]}</TableCell>
                  <TableCell>
                    <AccountStatusBadge status={user.status} />
                  </TableCell>
                  <TableCell className="max-w-40 truncate">
                    {user.specialization ?? <span className="text-muted-foreground">—</span>}
                  </TableCell>
                  <TableCell>
                    {isSelf ? (
                      <span className="text-muted-foreground text-sm">Your account</span>
                    ) : (
                      <UserStatusSelect userId={user.id} name={user.name} status={user.status} />
                    )}
                  </TableCell>
                  <TableCell>
                    <div className="flex justify-end gap-1">
                      <EditUserDialog
                        isSelf={isSelf}
                        user={{
                          id: user.id,
                          name: user.name,
                          firstName: user.firstName,
                          lastName: user.lastName,
                          phone: user.phone,
                          specialization: user.specialization,
                          bio: user.bio,
                          role: user.role,
                        }}
                      />
                      {isSelf ? null : <DeleteUserButton userId={user.id} name={user.name} />}
                    </div>
                  </TableCell>
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
      )}
      <Pager
        page={page}
        label="accounts"
        hrefFor={(p) => dashboardHref(path, query, { page: p })}
      />
    </div>
  );
}
