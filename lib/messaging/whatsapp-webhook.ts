import "server-only";
import { createHmac, timingSafeEqual } from "node:crypto";
import { z } from "zod";
import { recordDeliveryReport } from "@/lib/messaging/deliver";
import { handleReply } from "@/lib/messaging/replies";
import { whatsappReason } from "@/lib/messaging/whatsapp";

/**
 * What the WhatsApp Business Platform tells us (app/api/messages/whatsapp/route.ts): status
 * changes of the messages we sent (sent, delivered, read, failed) and the messages she writes
 * (only STOP is read). The platform signs every call with the app's secret; nothing in a call is
 * believed before that signature is checked against the exact bytes received.
 */

export type SignatureCheck = "valid" | "missing" | "forged";

/** `X-Hub-Signature-256: sha256=<hex HMAC-SHA256 of the raw body, keyed with the app secret>`. */
export function checkWhatsAppSignature(
  body: Uint8Array,
  header: string | null,
  secret: string,
): SignatureCheck {
  const hex = /^sha256=([0-9a-f]{64})$/i.exec(header?.trim() ?? "")?.[1];
  if (!hex) return "missing";
  const expected = createHmac("sha256", secret).update(body).digest();
  return timingSafeEqual(expected, Buffer.from(hex, "hex")) ? "valid" : "forged";
}

/** `timingSafeEqual` for two strings of any length (the subscription check's verify token). */
export function sameSecret(given: string, expected: string): boolean {
  const a = createHmac("sha256", "compare").update(given).digest();
  const b = createHmac("sha256", "compare").update(expected).digest();
  return timingSafeEqual(a, b);
}

// Only the fields we read; the platform adds others (pricing, conversation, contacts) freely.
const statusSchema = z.object({
  id: z.string().min(1),
  status: z.string(),
  timestamp: z.string().optional(),
  errors: z
    .array(z.object({ code: z.number().optional(), title: z.string().optional() }))
    .optional(),
});

const inboundSchema = z.object({
  from: z.string().min(1),
  type: z.string(),
  text: z.object({ body: z.string() }).optional(),
});

const valueSchema = z.object({
  metadata: z.object({ phone_number_id: z.string() }).optional(),
  statuses: z.array(z.unknown()).optional(),
  messages: z.array(z.unknown()).optional(),
});

export const whatsappWebhookSchema = z.object({
  object: z.string(),
  entry: z
    .array(
      z.object({
        changes: z.array(z.object({ field: z.string(), value: z.unknown() })).default([]),
      }),
    )
    .default([]),
});

export type WhatsAppWebhook = z.infer<typeof whatsappWebhookSchema>;

export type WebhookRun = { reports: number; ignored: number; stopped: number };

/** The platform's statuses as ours: "read" is delivered (she has it); anything else is not ours. */
function stateOf(status: string): "sent" | "delivered" | "failed" | null {
  if (status === "sent") return "sent";
  if (status === "delivered" || status === "read") return "delivered";
  if (status === "failed") return "failed";
  return null;
}

function atOf(timestamp: string | undefined): Date {
  const seconds = Number(timestamp);
  return Number.isFinite(seconds) && seconds > 0 ? new Date(seconds * 1000) : new Date();
}

/**
 * Applies one signed webhook. A change for another of the app's business numbers is not ours and
 * is skipped; one item that cannot be read is skipped without losing the others in the call.
 */
export async function applyWhatsAppWebhook(
  webhook: WhatsAppWebhook,
  phoneNumberId: string | null,
): Promise<WebhookRun> {
  const run: WebhookRun = { reports: 0, ignored: 0, stopped: 0 };
  if (webhook.object !== "whatsapp_business_account") return run;
  for (const change of webhook.entry.flatMap((entry) => entry.changes)) {
    const value = valueSchema.safeParse(change.value);
    if (change.field !== "messages" || !value.success) {
      run.ignored += 1;
      continue;
    }
    const number = value.data.metadata?.phone_number_id;
    if (phoneNumberId && number !== phoneNumberId) {
      run.ignored += 1;
      continue;
    }
    for (const item of value.data.statuses ?? []) {
      const status = statusSchema.safeParse(item);
      const state = status.success ? stateOf(status.data.status) : null;
      if (!status.success || !state) {
        run.ignored += 1;
        continue;
      }
      const error = status.data.errors?.[0];
      const reason =
        state === "failed" ? whatsappReason(error?.code ?? null, error?.title ?? null) : null;
      const changed = await recordDeliveryReport(
        { channel: "whatsapp", providerId: status.data.id },
        state,
        reason,
        atOf(status.data.timestamp),
      );
      if (changed) run.reports += 1;
      else run.ignored += 1;
    }
    for (const item of value.data.messages ?? []) {
      const message = inboundSchema.safeParse(item);
      if (!message.success || message.data.type !== "text" || !message.data.text) {
        run.ignored += 1;
        continue;
      }
      const outcome = await handleReply("whatsapp", message.data.from, message.data.text.body);
      if (outcome === "stopped") run.stopped += 1;
      else run.ignored += 1;
    }
  }
  return run;
}
