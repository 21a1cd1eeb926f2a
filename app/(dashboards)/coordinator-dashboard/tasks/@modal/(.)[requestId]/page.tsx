import { areaViewer } from "@/lib/auth/viewer";
import { RouteDialog } from "@/components/dashboard/route-dialog";
import { CoordinatorRequestDetail } from "../../../_components/request-detail";

/** Open request over the queue: the request's own address, shown as a dialog. */
export default async function RequestDialog({
  params,
}: {
  params: Promise<{ requestId: string }>;
}) {
  const viewer = await areaViewer("coordinator-dashboard");
  if (!viewer) return null;
  const { requestId } = await params;
  return (
    <RouteDialog title="Booking request" className="sm:max-w-2xl">
      <CoordinatorRequestDetail
        viewer={viewer}
        requestId={requestId}
        now={new Date()}
        layout="dialog"
      />
    </RouteDialog>
  );
}
