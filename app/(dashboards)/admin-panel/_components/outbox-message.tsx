import "server-only";
import { notFound } from "next/navigation";
import type { Viewer } from "@/lib/auth/viewer";
import { outboxMessage } from "@/lib/queries/privacy-admin";

/**
 * One e-mail of the outbox opened, for its dialog over the list and its full page alike: its
 * subject for the frame's title, and whom it went to and its text. Unknown: the area's not-found.
 */
export async function openOutboxMessage(
  viewer: Viewer<"owner">,
  emailId: string,
): Promise<{ title: string; body: React.ReactNode }> {
  const mail = await outboxMessage(viewer, emailId);
  if (!mail) notFound();
  return {
    title: mail.subject,
    body: (
      <div className="grid gap-3">
        <p className="text-muted-foreground text-sm [overflow-wrap:anywhere]">
          To {mail.to} · {mail.purpose}
        </p>
        <pre className="bg-muted/40 overflow-x-auto rounded-lg p-3 font-sans text-sm [overflow-wrap:anywhere] whitespace-pre-wrap">
          {mail.text}
        </pre>
      </div>
    ),
  };
}
