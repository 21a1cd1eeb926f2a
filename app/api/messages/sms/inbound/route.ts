import { withDatabaseUnavailable } from "@/lib/db/errors";
import { env } from "@/lib/env";
import { inboundKey, inboundText, signatureMatches } from "@/lib/messaging/kannel";
import { gatewayAnswer } from "@/lib/messaging/gateway-answer";
import { handleReply } from "@/lib/messaging/replies";
import { deliverMessagesSoon } from "@/lib/messaging/senders";

export const dynamic = "force-dynamic";

/**
 * What she texts the clinic's number, as smsbox's sms-service passes it on
 * (deploy/kannel/kannel.conf: `get-url` with the inbound key, her number %p, her words %a and
 * their charset %C). No session: the key is the caller's proof, and a wrong one gets 403. STOP or
 * रोकें ends her SMS (lib/messaging/replies.ts) and its one confirmation leaves at once. The
 * answer is empty: the sms-service has max-messages = 0, so Kannel never texts her our reply; what
 * she gets is a registered template, through the outbox.
 */
export const GET = withDatabaseUnavailable(async function get(request: Request) {
  const url = new URL(request.url);
  const secret = env.SMS_CALLBACK_SECRET;
  if (!secret || !signatureMatches(inboundKey(secret), url.searchParams.get("key"))) {
    return gatewayAnswer(403);
  }
  const from = url.searchParams.get("from");
  const text = inboundText(url.search);
  if (from && text !== null && (await handleReply("sms", from, text)) === "stopped") {
    deliverMessagesSoon();
  }
  return gatewayAnswer(200);
});
