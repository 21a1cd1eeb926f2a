import "server-only";
import { notFound } from "next/navigation";
import type { Viewer } from "@/lib/auth/viewer";
import { editableUser } from "@/lib/queries/users";
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
  const user = await editableUser(viewer, userId);
  if (!user) notFound();
  const isSelf = user.id === viewer.id;
  return {
    title: isSelf ? "Edit your profile" : `Edit ${user.firstName} ${user.lastName}`,
    form: (
      <div className="space-y-6">
        <EditUserForm user={user} isSelf={isSelf} />
        {user.role === "doctor" ? (
          <DoctorHoursCard viewer={viewer} doctorId={user.id} now={new Date()} />
        ) : null}
      </div>
    ),
  };
}
