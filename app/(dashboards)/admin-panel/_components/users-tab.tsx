import type { Viewer } from "@/lib/auth/viewer";
import { SearchX } from "lucide-react";
import { usersPage, type UserView } from "@/lib/queries/users";
import type { UserListParams } from "@/lib/validations/dashboard";
import { EmptyState } from "@/components/dashboard/empty-state";
import { dashboardHref } from "@/components/dashboard/href";
import { Pager } from "@/components/layout/pager";
import { UsersFilters } from "./users-filters";
import { UsersTable, type UserRow } from "./users-table";

/** What a row shows, and no more: the edit form's fields are read when it opens. */
function userRow(user: UserView, viewer: Viewer<"owner">): UserRow {
  return {
    id: user.id,
    name: user.name,
    email: user.email,
    role: user.role,
    status: user.status,
    ...(user.phone ? { phone: user.phone } : {}),
    ...(user.specialization ? { specialization: user.specialization } : {}),
    ...(user.id === viewer.id ? { self: true as const } : {}),
    ...(user.awaitingEmail ? { unconfirmed: true as const } : {}),
  };
}

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
  const query = { q: params.q, role: params.role, status: params.status };
  return (
    <div>
      <UsersFilters path={path} values={params} />
      {page.rows.length === 0 ? (
        <EmptyState icon={SearchX} title="No accounts match">
          Check the spelling, search for part of a name or email, or clear the filters.
        </EmptyState>
      ) : (
        <UsersTable rows={page.rows.map((user) => userRow(user, viewer))} basePath={path} />
      )}
      <Pager
        page={page}
        label="accounts"
        hrefFor={(p) => dashboardHref(path, query, { page: p })}
      />
    </div>
  );
}
