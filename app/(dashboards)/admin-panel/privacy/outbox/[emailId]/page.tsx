import type { Metadata } from "next";
import { areaViewer } from "@/lib/auth/viewer";
import { DetailPage } from "@/components/dashboard/detail-page";
import { openOutboxMessage } from "../../../_components/outbox-message";

export const metadata: Metadata = { title: "Message" };

/** A message's own address (an e-mail or a text), opened afresh: the message as a page of its own. */
export default async function OutboxMessagePage({
  params,
}: {
  params: Promise<{ emailId: string }>;
}) {
  const viewer = await areaViewer("admin-panel");
  if (!viewer) return null;
  const { emailId } = await params;
  const { title, body, back } = await openOutboxMessage(viewer, emailId);
  return (
    <DetailPage title={title} backHref={back.href} backLabel={back.label}>
      {body}
    </DetailPage>
  );
}
