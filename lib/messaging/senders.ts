import "server-only";
import { env } from "@/lib/env";
import type { MessageChannel } from "@/lib/generated/prisma/client";
import { deliverDueMessages, type MessageSender } from "@/lib/messaging/deliver";
import { kannelSender } from "@/lib/messaging/kannel";
import { configuredWhatsAppSender } from "@/lib/messaging/whatsapp";
import { coalesced } from "@/lib/server/coalesce";

/**
 * The gateways this server is configured for, one sender per channel. A channel without one keeps
 * its messages queued (like e-mail without SMTP_URL) and the owner's outbox shows them waiting.
 */
export function configuredSenders(): Partial<Record<MessageChannel, MessageSender>> {
  const senders: Partial<Record<MessageChannel, MessageSender>> = {};
  // lib/env.ts refuses to start with KANNEL_SENDSMS_URL but without the rest of Kannel's settings.
  if (
    env.KANNEL_SENDSMS_URL &&
    env.KANNEL_USERNAME &&
    env.KANNEL_PASSWORD &&
    env.SMS_DLT_ENTITY_ID &&
    env.SMS_CALLBACK_SECRET
  ) {
    senders.sms = kannelSender({
      sendsmsUrl: env.KANNEL_SENDSMS_URL,
      username: env.KANNEL_USERNAME,
      password: env.KANNEL_PASSWORD,
      senderId: env.SMS_SENDER_ID,
      entityId: env.SMS_DLT_ENTITY_ID,
      dltTemplates: env.SMS_DLT_TEMPLATES,
      callbackSecret: env.SMS_CALLBACK_SECRET,
      appUrl: env.SITE_URL,
    });
  }
  // WhatsApp's Cloud API, when WHATSAPP_API_URL, WHATSAPP_PHONE_NUMBER_ID and WHATSAPP_TOKEN are set.
  const whatsapp = configuredWhatsAppSender();
  if (whatsapp) senders.whatsapp = whatsapp;
  return senders;
}

/**
 * Delivery after a request that queued text messages (a booking, an appointment change, her
 * STOP): never delays or fails that request, like deliverSoon for e-mail. Without any gateway the
 * outbox is not even read. What is not due yet (her contact window) waits for `npm run mail:send`.
 */
export function deliverMessagesSoon(): void {
  const senders = configuredSenders();
  if (Object.keys(senders).length === 0) return;
  deliverCoalesced();
}

const MESSAGE_BATCH = 50;

/** One delivery at a time per process, as deliverSoon's for e-mail (lib/server/coalesce.ts). */
const deliverCoalesced = coalesced(
  async () => {
    const run = await deliverDueMessages(configuredSenders(), { limit: MESSAGE_BATCH });
    return run.sent + run.failed + run.withdrawn >= MESSAGE_BATCH;
  },
  (error) =>
    console.error("[messages] delivery failed", error instanceof Error ? error.name : error),
);
