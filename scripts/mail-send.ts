import "dotenv/config";
import { db } from "../lib/db";
import { deliverDueEmails } from "../lib/mail/outbox";

/**
 * `npm run mail:send`: delivers e-mails waiting in the outbox (new ones, and retries whose time
 * has come). Needs SMTP_URL; without it, it reports how many are waiting. Schedule it every few
 * minutes with cron; requests already try to deliver right after they queue an e-mail.
 */
async function main(): Promise<void> {
  const result = await deliverDueEmails({ limit: 200 });
  console.log(
    `[mail] sent ${result.sent}, failed ${result.failed}, waiting for SMTP_URL ${result.waiting}`,
  );
}

main()
  .catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  })
  .finally(() => db.$disconnect());
