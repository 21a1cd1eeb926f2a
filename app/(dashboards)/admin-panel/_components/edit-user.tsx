import "server-only";
import { notFound } from "next/navigation";
import type { Viewer } from "@/lib/auth/viewer";
import { formatIndiaDateTime } from "@/lib/india-time";
import { accountStatusHistory, editableUser, type StatusChangeView } from "@/lib/queries/users";
import { accountStatusLabels } from "@/components/dashboard/labels";
import { DoctorHoursCard } from "@/components/dashboard/doctor-hours-card";
import { EditUserForm } from "./edit-user-form";

export const EDIT_USER_DESCRIPTION = "Changes apply from her next page load.";

/**
 * One account opened for editing, for its dialog over the list and its full page alike: the
 * editable fields are read here, when she opens it, rather than sent with every row of the list.
 * An unknown account is the area's not-found.
 */
export async function openEditUser(
  viewer: Viewer<"owner">,
  userId: string,
): Promise<{ title: string; form: React.ReactNode }> {
  const [user, history] = await Promise.all([
    editableUser(viewer, userId),
    accountStatusHistory(viewer, userId),
  ]);
  if (!user) notFound();
  const isSelf = user.id === viewer.id;
  return {
    title: isSelf ? "Edit your profile" : `Edit ${user.firstName} ${user.lastName}`,
    form: (
      <div className="space-y-6">
        <EditUserForm user={user} isSelf={isSelf} />
        {history.length > 0 ? <StatusHistory history={history} /> : null}
        {user.role === "doctor" ? (
          <DoctorHoursCard viewer={viewer} doctorId={user.id} now={new Date()} />
        ) : null}
      </div>
    ),
  };
}

/** The account's status changes with the owner's reasons, newest first. */
function StatusHistory({ history }: { history: StatusChangeView[] }) {
  return (
    <section aria-labelledby="status-history-heading" className="space-y-2">
      <h3 id="status-history-heading" className="font-semibold">
        Status history
      </h3>
      <ul className="space-y-2 text-sm">
        {history.map((change) => (
          <li key={change.id} className="rounded-lg border p-3">
            <p>
              {`${accountStatusLabels[change.from]} → ${accountStatusLabels[change.to]} · ${formatIndiaDateTime(change.at)}${change.by ? ` · by ${change.by}` : ""}`}
            </p>
            {change.reason ? (
              <p className="text-muted-foreground">{`Reason: ${change.reason}`}</p>
            ) : null}
          </li>
        ))}
      </ul>
    </section>
  );
}
