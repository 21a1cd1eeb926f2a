import { withDatabaseUnavailable } from "@/lib/db/errors";
import { env } from "@/lib/env";
import { recordDeliveryReport } from "@/lib/messaging/deliver";
import { readKannelReport, reportSignature, signatureMatches } from "@/lib/messaging/kannel";
import { gatewayAnswer } from "@/lib/messaging/gateway-answer";
import { isUuid } from "@/lib/uuid";

export const dynamic = "force-dynamic";

/**
 * Kannel's delivery reports (lib/messaging/kannel.ts): smsbox calls the address the message was
 * sent with, our id and its signature plus the report's type and the SMS centre's answer. No
 * session: the signature is the caller's proof. A forged or altered address gets 403 and changes
 * nothing; a report for a message that is gone (erased) or already further along gets 200, so
 * Kannel does not retry it. 503 while the database is away: smsbox retries (http-request-retry).
 */
export const GET = withDatabaseUnavailable(async function get(request: Request) {
  const params = new URL(request.url).searchParams;
  const id = params.get("id");
  const secret = env.SMS_CALLBACK_SECRET;
  if (
    !secret ||
    !id ||
    !isUuid(id) ||
    !signatureMatches(reportSignature(secret, id), params.get("sig"))
  ) {
    return gatewayAnswer(403);
  }
  const report = readKannelReport(params.get("type"), params.get("reply"));
  if (report) await recordDeliveryReport({ channel: "sms", id }, report.state, report.reason);
  return gatewayAnswer(200);
});
