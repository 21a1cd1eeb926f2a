import { withDatabaseUnavailable } from "@/lib/db/errors";
import { env } from "@/lib/env";
import {
  applyWhatsAppWebhook,
  checkWhatsAppSignature,
  sameSecret,
  whatsappWebhookSchema,
} from "@/lib/messaging/whatsapp-webhook";
import { deliverMessagesSoon } from "@/lib/messaging/senders";

export const dynamic = "force-dynamic";

/**
 * The WhatsApp Business Platform's webhook (docs/messaging.md → WhatsApp): the address given to
 * the app's "messages" subscription. Reached without a session (middleware.ts does not match
 * /api/messages), never cached, and trusting nothing it is sent until the signature checks out.
 */

const headers = {
  "Cache-Control": "private, no-store",
  "X-Content-Type-Options": "nosniff",
  "X-Robots-Tag": "noindex, nofollow",
};

function text(body: string, status: number): Response {
  return new Response(body, {
    status,
    headers: { ...headers, "Content-Type": "text/plain; charset=utf-8" },
  });
}

/** A webhook call is a few kilobytes; anything near this is not the platform. */
const MAX_BODY_BYTES = 1024 * 1024;

/**
 * The subscription check: the platform calls with hub.mode=subscribe, the verify token typed in
 * its dashboard and a challenge, and expects the challenge back as it came.
 */
export function GET(request: Request): Response {
  const query = new URL(request.url).searchParams;
  const expected = env.WHATSAPP_VERIFY_TOKEN;
  const token = query.get("hub.verify_token");
  const challenge = query.get("hub.challenge");
  if (
    !expected ||
    query.get("hub.mode") !== "subscribe" ||
    token === null ||
    challenge === null ||
    !sameSecret(token, expected)
  ) {
    return text("Forbidden", 403);
  }
  return text(challenge, 200);
}

/**
 * Status changes and her messages. Answered at once with 200 once applied: the platform retries a
 * call that fails or times out, so a database outage answers 503 and the call comes again. A
 * missing signature is 401, a wrong one 403, and neither changes anything.
 */
export const POST = withDatabaseUnavailable(async function post(request: Request) {
  const secret = env.WHATSAPP_APP_SECRET;
  if (!secret) return text("Forbidden", 403);
  const declared = Number(request.headers.get("content-length") ?? 0);
  if (declared > MAX_BODY_BYTES) return text("Too large", 413);
  const body = new Uint8Array(await request.arrayBuffer());
  if (body.byteLength > MAX_BODY_BYTES) return text("Too large", 413);

  const signature = checkWhatsAppSignature(
    body,
    request.headers.get("x-hub-signature-256"),
    secret,
  );
  if (signature === "missing") return text("Unauthorized", 401);
  if (signature === "forged") return text("Forbidden", 403);

  let parsed: unknown;
  try {
    parsed = JSON.parse(new TextDecoder().decode(body));
  } catch {
    return text("Unreadable", 400);
  }
  const webhook = whatsappWebhookSchema.safeParse(parsed);
  if (!webhook.success) return text("Unreadable", 400);
  const run = await applyWhatsAppWebhook(webhook.data, env.WHATSAPP_PHONE_NUMBER_ID ?? null);
  // Her STOP queued one answer: it goes now, not at the next booking.
  if (run.stopped > 0) deliverMessagesSoon();
  return text("OK", 200);
});
