import type { Metadata } from "next";
import { areaViewer } from "@/lib/auth/viewer";
import { privacyPath } from "@/lib/dashboards/routes";
import { DetailPage } from "@/components/dashboard/detail-page";
import { openOutboxMessage } from "../../../_components/outbox-message";

export const metadata: Metadata = { title: "E-mail" };

/** An e-mail's own address, opened afresh: the message as a page of its own. */
export default async function OutboxMessagePage({
  params,
}: {
  params: Promise<{ emailId: string }>;
}) {
  const viewer = await areaViewer("admin-panel");
  if (!viewer) return null;
  const { emailId } = await params;
  const { title, body } = await openOutboxMessage(viewer, emailId);
  return (
    <DetailPage title={title} backHref={privacyPath("outbox")} backLabel="All e-mails">
      {body}
    </DetailPage>
  );
}
