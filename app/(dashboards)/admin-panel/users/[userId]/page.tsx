import type { Metadata } from "next";
import { areaViewer } from "@/lib/auth/viewer";
import { tabPath } from "@/lib/dashboards/routes";
import { DetailPage } from "@/components/dashboard/detail-page";
import { EDIT_USER_DESCRIPTION, openEditUser } from "../../_components/edit-user";

export const metadata: Metadata = { title: "Edit account" };

/** An account's own address, opened afresh: its editable fields as a page of their own. */
export default async function EditUserPage({ params }: { params: Promise<{ userId: string }> }) {
  const viewer = await areaViewer("admin-panel");
  if (!viewer) return null;
  const { userId } = await params;
  const { title, form } = await openEditUser(viewer, userId);
  return (
    <DetailPage title={title} backHref={tabPath("admin-panel", "users")} backLabel="All accounts">
      <p className="text-muted-foreground mb-4 text-sm">{EDIT_USER_DESCRIPTION}</p>
      {form}
    </DetailPage>
  );
}
