import "server-only";
import { createHmac, timingSafeEqual } from "node:crypto";
import type { MessageSender, OutgoingText, SendOutcome } from "@/lib/messaging/deliver";
import { dltTemplateId } from "@/lib/messaging/templates";

/**
 * SMS through Kannel (issue 36; deploy/kannel/kannel.conf, docs/messaging.md): each message goes
 * to smsbox's HTTP `sendsms` with a delivery-report address back to the app, and India's DLT IDs
 * (the clinic's principal entity and the template's registration) ride along as SMPP TLVs in
 * Kannel's `meta-data`. Kannel answers once bearerbox has the message ("0: Accepted for delivery",
 * or "3: Queued for later delivery" while the operator's link is down: it is in Kannel's store
 * then, and leaves when the link is back). Its reports come back to
 * app/api/messages/sms/status, her replies to app/api/messages/sms/inbound, both signed with
 * SMS_CALLBACK_SECRET so nobody else can mark a message delivered or stop her messages.
 */

export type KannelConfig = {
  /** smsbox's sendsms address, e.g. http://127.0.0.1:13013/cgi-bin/sendsms. */
  sendsmsUrl: string;
  username: string;
  password: string;
  /** The DLT-registered sender ID (header), e.g. "SAHELI". */
  senderId: string;
  /** The clinic's DLT principal entity ID. */
  entityId: string;
  /** SMS_DLT_TEMPLATES: "kind=id" pairs, the kind with "-hi" for its Hindi version. */
  dltTemplates: string;
  /** Signs the report address (SMS_CALLBACK_SECRET). */
  callbackSecret: string;
  /** The app's address as Kannel reaches it (SITE_URL). */
  appUrl: string;
  /** How long to wait for Kannel's answer. */
  timeoutMs?: number;
  /** The HTTP client; a test passes one that records Kannel's answers. */
  fetch?: typeof fetch;
};

export const SMS_STATUS_PATH = "/api/messages/sms/status";
export const SMS_INBOUND_PATH = "/api/messages/sms/inbound";

/**
 * Every report Kannel has: 1 on her phone, 2 not delivered to her phone, 4 waiting at the SMS
 * centre (her phone is off), 8 taken by the SMS centre, 16 refused by the SMS centre. Asking for 8
 * also closes a gap: a send whose answer timed out but which Kannel did take is marked sent by its
 * own report before the retry a minute later, so it is not sent twice.
 */
export const DLR_MASK = 31;

/**
 * The DLT TLVs' names in deploy/kannel/kannel.conf's smpp-tlv groups (tags 0x1400 and 0x1401,
 * the ones Indian operators take on submit_sm). Kannel passes on only the names it declares.
 */
export const DLT_TLV_NAMES = { entity: "PE_ID", template: "TEMPLATE_ID" } as const;

const DEFAULT_TIMEOUT_MS = 10_000;

function hmac(secret: string, subject: string): string {
  return createHmac("sha256", secret).update(subject).digest("hex");
}

/** The signature on one message's report address. */
export function reportSignature(secret: string, id: string): string {
  return hmac(secret, `sms-dlr:${id}`);
}

/**
 * The key in the inbound address of kannel.conf's sms-service: derived from the secret, so the
 * configuration file holds a key that can only report replies, never the secret that signs
 * delivery reports. `printf sms-inbound | openssl dgst -sha256 -hmac "$SMS_CALLBACK_SECRET"`
 * prints the same.
 */
export function inboundKey(secret: string): string {
  return hmac(secret, "sms-inbound");
}

/** Constant-time comparison of a signature or key with what was given. */
export function signatureMatches(expected: string, given: string | null): boolean {
  if (given === null) return false;
  const a = Buffer.from(expected);
  const b = Buffer.from(given);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * Where Kannel reports on one message: our id and its signature, then Kannel's escapes for the
 * report's type (%d) and the SMS centre's answer (%A), which it fills in when it calls.
 */
export function reportUrl(config: Pick<KannelConfig, "appUrl" | "callbackSecret">, id: string) {
  const address = new URL(SMS_STATUS_PATH, config.appUrl).toString();
  return `${address}?id=${id}&sig=${reportSignature(config.callbackSecret, id)}&type=%d&reply=%A`;
}

/**
 * Characters that are the same in ASCII and in the GSM 7-bit alphabet, so Kannel sends the text
 * as it is, 160 to a message. Anything else (Hindi, an accented name, a backtick) goes as UCS-2,
 * 70 to a message, rather than be altered on the way.
 */
const GSM_SAFE = /^[A-Za-z0-9 \n\r!"#$%&'()*+,\-./:;<=>?@_]*$/;

/** Kannel's `coding`: 0 for GSM 7-bit, 2 for UCS-2. */
export function smsCoding(text: string): 0 | 2 {
  return GSM_SAFE.test(text) ? 0 : 2;
}

/** The key a kind's DLT ID is configured under, as SMS_DLT_TEMPLATES names it. */
function templateKey(message: Pick<OutgoingText, "kind" | "locale">): string {
  return message.locale === "en" ? message.kind : `${message.kind}-${message.locale}`;
}

/**
 * smsbox's sendsms query for one message. `meta-data` is Kannel's "?smpp?name=value&…" (each
 * name and value URL-encoded, then the whole once more as a query value, which URLSearchParams
 * does).
 */
export function sendsmsQuery(
  config: KannelConfig,
  message: OutgoingText,
  templateId: string,
): URLSearchParams {
  const tlvs = new URLSearchParams({
    [DLT_TLV_NAMES.entity]: config.entityId,
    [DLT_TLV_NAMES.template]: templateId,
  });
  return new URLSearchParams({
    username: config.username,
    password: config.password,
    from: config.senderId,
    to: message.to,
    text: message.text,
    charset: "UTF-8",
    coding: String(smsCoding(message.text)),
    "dlr-mask": String(DLR_MASK),
    "dlr-url": reportUrl(config, message.id),
    "meta-data": `?smpp?${tlvs.toString()}`,
  });
}

/** Kannel's answer in a few words for the outbox, at most one line, never the request. */
function answerOf(status: number, body: string): string {
  const line = body.replace(/\s+/g, " ").trim().slice(0, 120);
  return `Kannel answered ${status}${line ? `: ${line}` : ""}`;
}

/** Why a request never got an answer: the socket's error code, or the timeout. */
function unanswered(error: unknown, timeoutMs: number): string {
  if (error instanceof Error && error.name === "TimeoutError") {
    return `Kannel did not answer within ${timeoutMs / 1000} s`;
  }
  const cause = error instanceof Error ? (error.cause as { code?: unknown } | undefined) : null;
  const code = typeof cause?.code === "string" ? cause.code : null;
  return `Kannel could not be reached${code ? ` (${code})` : ""}`;
}

/** The sender for the SMS channel (lib/messaging/deliver.ts). */
export function kannelSender(config: KannelConfig): MessageSender {
  const timeoutMs = config.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const request = config.fetch ?? fetch;
  return async (message): Promise<SendOutcome> => {
    // India's DLT: an SMS whose template has no registered ID would be dropped by the operator
    // (and may be fined): it is never handed to Kannel, and the outbox says what is missing.
    const templateId = dltTemplateId(config.dltTemplates, message.kind, message.locale);
    if (!templateId) {
      return {
        ok: false,
        retry: false,
        reason: `no DLT template ID for "${templateKey(message)}" in SMS_DLT_TEMPLATES`,
      };
    }
    const url = `${config.sendsmsUrl}?${sendsmsQuery(config, message, templateId).toString()}`;
    let response: Response;
    try {
      response = await request(url, { signal: AbortSignal.timeout(timeoutMs) });
    } catch (error) {
      // Down, restarting, or not started yet: the message stays queued and is tried again.
      return { ok: false, retry: true, reason: unanswered(error, timeoutMs) };
    }
    const body = await response.text().catch(() => "");
    // 202 with "0: Accepted for delivery" or "3: Queued for later delivery": Kannel has it.
    if (response.ok) return { ok: true, providerId: message.id };
    return {
      ok: false,
      // A temporary failure (5xx), or Kannel refusing our sendsms user (a configuration to fix,
      // not a reason to give up on her message), is tried again; any other 4xx never passes.
      retry: response.status >= 500 || response.status === 401 || response.status === 403,
      reason: answerOf(response.status, body),
    };
  };
}

export type KannelReport = { state: "sent" | "delivered" | "failed"; reason: string | null };

/**
 * The SMS centre's answer in words fit for the outbox: an SMPP receipt's stat and err, or a
 * refusal's code and meaning (`NACK/0x0000000b/Invalid Destination Address`). A receipt also
 * quotes the message's first words: those are never kept.
 */
function centreAnswer(reply: string | null): string | null {
  if (!reply) return null;
  const stat = /\bstat:([A-Za-z_]+)/.exec(reply)?.[1];
  const err = /\berr:([0-9A-Za-z]+)/.exec(reply)?.[1];
  if (stat) return `stat ${stat}${err ? `, err ${err}` : ""}`;
  const nack = /^NACK\/([0-9A-Fa-fx]*)\/?([A-Za-z0-9 ,.'-]*)$/.exec(reply.trim());
  if (nack) return [nack[1], nack[2]?.trim()].filter(Boolean).join(" ").slice(0, 100) || null;
  return null;
}

/**
 * What a Kannel report (its `%d`) means for the message, or null for a type it has no meaning for.
 * Buffered (4) is "sent": the SMS centre has it and waits for her phone.
 */
export function readKannelReport(type: string | null, reply: string | null): KannelReport | null {
  const detail = centreAnswer(reply);
  const because = (words: string) => (detail ? `${words} (${detail})` : words);
  switch (type) {
    case "1":
      return { state: "delivered", reason: null };
    case "2":
      return { state: "failed", reason: because("her phone did not receive it") };
    case "4":
    case "8":
      return { state: "sent", reason: null };
    case "16":
      return { state: "failed", reason: because("the SMS centre refused it") };
    default:
      return null;
  }
}

/** Percent-decoding to bytes, with "+" as a space, as Kannel encodes its escapes. */
function percentBytes(raw: string): Buffer {
  const bytes: number[] = [];
  for (let i = 0; i < raw.length; i += 1) {
    const char = raw[i];
    const hex = raw.slice(i + 1, i + 3);
    if (char === "%" && /^[0-9A-Fa-f]{2}$/.test(hex)) {
      bytes.push(parseInt(hex, 16));
      i += 2;
    } else if (char === "+") {
      bytes.push(0x20);
    } else {
      bytes.push(...Buffer.from(char ?? "", "utf8"));
    }
  }
  return Buffer.from(bytes);
}

/**
 * Her message's text from the inbound address's raw query. smsbox sends UTF-8 when `mo-recode`
 * is on (deploy/kannel/kannel.conf); without it a Hindi message arrives as UCS-2 bytes (charset
 * UTF-16BE) and a Latin one may arrive as WINDOWS-1252, which URLSearchParams would turn into
 * replacement characters. So the text's bytes are read here, in the charset Kannel names (%C).
 */
export function inboundText(search: string): string | null {
  const params = new URLSearchParams(search);
  const raw = search
    .replace(/^\?/, "")
    .split("&")
    .find((pair) => pair.startsWith("text="));
  if (raw === undefined) return null;
  const bytes = percentBytes(raw.slice("text=".length));
  const charset = (params.get("charset") ?? "").toUpperCase();
  if (charset === "UTF-16BE" || charset === "UCS-2") {
    const even = bytes.subarray(0, bytes.length - (bytes.length % 2));
    return Buffer.from(even).swap16().toString("utf16le");
  }
  if (charset === "WINDOWS-1252" || charset === "ISO-8859-1") return bytes.toString("latin1");
  return bytes.toString("utf8");
}
