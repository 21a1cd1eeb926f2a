import { areaViewer } from "@/lib/auth/viewer";
import { RouteDialog } from "@/components/dashboard/route-dialog";
import { openOutboxMessage } from "../../../../_components/outbox-message";

/** Read message over the outbox: the message's own address, shown as a dialog. */
export default async function OutboxMessageDialog({
  params,
}: {
  params: Promise<{ emailId: string }>;
}) {
  const viewer = await areaViewer("admin-panel");
  if (!viewer) return null;
  const { emailId } = await params;
  const { title, body } = await openOutboxMessage(viewer, emailId);
  return (
    <RouteDialog title={title} className="sm:max-w-2xl">
      {body}
    </RouteDialog>
  );
}
