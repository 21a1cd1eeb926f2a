import "dotenv/config";
import { db } from "../lib/db";
import { deliverDueEmails } from "../lib/mail/outbox";
import { deliverDueMessages } from "../lib/messaging/deliver";
import { configuredSenders } from "../lib/messaging/senders";

/**
 * `npm run mail:send`: delivers what waits in the outboxes, new messages and retries whose time
 * has come: e-mails (needs SMTP_URL; without it, it reports how many are waiting), and SMS and
 * WhatsApp messages through the gateways configured (lib/messaging/senders.ts; a channel without
 * one keeps its messages waiting). Schedule it every few minutes with cron: requests already try
 * to deliver right after they queue something, and messages held for her contact window leave
 * from here.
 */
async function main(): Promise<void> {
  const result = await deliverDueEmails({ limit: 200 });
  console.log(
    `[mail] sent ${result.sent}, failed ${result.failed}, waiting for SMTP_URL ${result.waiting}`,
  );
  const senders = configuredSenders();
  const texts = await deliverDueMessages(senders, { limit: 200 });
  const channels = Object.keys(senders).join(", ") || "none configured";
  console.log(
    `[messages] sent ${texts.sent}, failed ${texts.failed}, withdrawn ${texts.withdrawn}, waiting ${texts.waiting} (gateways: ${channels})`,
  );
}

main()
  .catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  })
  .finally(() => db.$disconnect());
