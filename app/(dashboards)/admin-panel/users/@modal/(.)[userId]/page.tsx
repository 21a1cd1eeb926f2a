import { areaViewer } from "@/lib/auth/viewer";
import { RouteDialog } from "@/components/dashboard/route-dialog";
import { EDIT_USER_DESCRIPTION, openEditUser } from "../../../_components/edit-user";

/** Edit over the list: the account's own address, shown as a dialog. */
export default async function EditUserDialog({ params }: { params: Promise<{ userId: string }> }) {
  const viewer = await areaViewer("admin-panel");
  if (!viewer) return null;
  const { userId } = await params;
  const { title, form } = await openEditUser(viewer, userId);
  return (
    <RouteDialog title={title} description={EDIT_USER_DESCRIPTION} className="sm:max-w-xl">
      {form}
    </RouteDialog>
  );
}
