import type { Metadata } from "next";
import { areaViewer } from "@/lib/auth/viewer";
import { CoordinatorRequestDetail } from "../../_components/request-detail";

export const metadata: Metadata = { title: "Booking request" };

/** A request's own address, opened afresh: the request as a page of its own. */
export default async function RequestPage({ params }: { params: Promise<{ requestId: string }> }) {
  const viewer = await areaViewer("coordinator-dashboard");
  if (!viewer) return null;
  const { requestId } = await params;
  return (
    <CoordinatorRequestDetail
      viewer={viewer}
      requestId={requestId}
      now={new Date()}
      layout="page"
    />
  );
}
