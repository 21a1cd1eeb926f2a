import "dotenv/config";
import { db } from "../lib/db";
import { deliverDueEmails } from "../lib/mail/outbox";
import { queueDueReminders } from "../lib/mail/reminders";
import { deliverDueMessages } from "../lib/messaging/deliver";
import { configuredSenders } from "../lib/messaging/senders";

/**
 * `npm run reminders`: queues the appointment reminders that are due (e-mail, and SMS or WhatsApp
 * when she chose one), then delivers what waits in the outboxes. Run it from cron every 10 to 15
 * minutes; running it twice sends nothing twice.
 */
async function main(): Promise<void> {
  const reminders = await queueDueReminders();
  const mail = await deliverDueEmails({ limit: 200 });
  const texts = await deliverDueMessages(configuredSenders(), { limit: 200 });
  console.log(
    `[reminders] queued ${reminders.queued}, not wanted ${reminders.skipped}; [mail] sent ${mail.sent}, failed ${mail.failed}, waiting for SMTP_URL ${mail.waiting}; [messages] sent ${texts.sent}, failed ${texts.failed}, waiting ${texts.waiting}`,
  );
}

main()
  .catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  })
  .finally(() => db.$disconnect());
