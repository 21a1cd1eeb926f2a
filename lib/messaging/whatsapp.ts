import "server-only";
import { env } from "@/lib/env";
import type { Language } from "@/lib/generated/prisma/client";
import type { MessageSender, OutgoingText, SendOutcome } from "@/lib/messaging/deliver";
import { messageTemplates } from "@/lib/messaging/templates";

/**
 * WhatsApp through the WhatsApp Business Platform's Cloud API (issue 36): every message is an
 * approved template (lib/messaging/templates.ts, `whatsappName`) in her language, with its
 * variables as the body's parameters; the platform answers with the message's id (a "wamid"),
 * under which its status webhooks (app/api/messages/whatsapp/route.ts) report it sent, delivered
 * or failed. Free-form text is never sent: outside the 24 hours after her own last message the
 * platform takes only templates from a business, and we write first.
 *
 * Her number never reaches a log or a reason: reasons are built from the platform's error code
 * and our own words, never from its `details`, which may quote what was sent.
 */

export type WhatsAppConfig = {
  /** The Graph API's base address with its version: "https://graph.facebook.com/v21.0". */
  apiUrl: string;
  /** The business phone number's ID on the platform (not the number itself). */
  phoneNumberId: string;
  token: string;
};

/** The configured account, or null when WhatsApp is not set up (its messages then wait). */
export function whatsappConfig(): WhatsAppConfig | null {
  const { WHATSAPP_API_URL, WHATSAPP_PHONE_NUMBER_ID, WHATSAPP_TOKEN } = env;
  if (!WHATSAPP_API_URL || !WHATSAPP_PHONE_NUMBER_ID || !WHATSAPP_TOKEN) return null;
  return {
    apiUrl: WHATSAPP_API_URL,
    phoneNumberId: WHATSAPP_PHONE_NUMBER_ID,
    token: WHATSAPP_TOKEN,
  };
}

/** The platform's language codes for ours: each template is registered in "en" and "hi". */
const languageCodes: Readonly<Record<Language, string>> = { en: "en", hi: "hi" };

/** The body of POST /{phone-number-id}/messages for one of our messages. */
export function whatsappTemplateRequest(message: OutgoingText) {
  return {
    messaging_product: "whatsapp",
    recipient_type: "individual",
    to: message.to,
    type: "template",
    template: {
      name: messageTemplates[message.kind].whatsappName,
      language: { code: languageCodes[message.locale] },
      components: [
        {
          type: "body",
          parameters: message.params.map((text) => ({ type: "text", text: templateParam(text) })),
        },
      ],
    },
  };
}

/**
 * A variable as the platform takes it: it refuses a parameter with a line break, a tab or more
 * than four spaces in a row (error 132018). Ours are single lines; a doctor's name or a clinic's
 * address typed with a stray tab or a pasted line break still goes, with one space in its place.
 */
function templateParam(text: string): string {
  return text.replace(/[\t\r\n]+/g, " ").replace(/ {5,}/g, "    ");
}

/**
 * Codes that say "not now" rather than "never" (the platform's error table): throughput and spam
 * rate limits, the service briefly down or in maintenance, an unknown server error.
 */
const temporaryCodes = new Set([
  1, 2, 4, 80007, 130429, 131000, 131016, 131048, 131056, 131057, 133004,
]);

/**
 * The clinic's own set-up (an expired or wrong token, a permission the app lacks): the message is
 * fine and is tried again once someone has fixed WHATSAPP_TOKEN, within its retries.
 */
function isAccessCode(code: number): boolean {
  return (
    code === 0 ||
    code === 3 ||
    code === 10 ||
    code === 104 ||
    code === 190 ||
    (code >= 200 && code <= 299)
  );
}

/** What a coordinator reads in the outbox and her tasks, per code the platform documents. */
const reasons: Readonly<Record<number, string>> = {
  100: "WhatsApp refused the request as malformed",
  368: "the clinic's WhatsApp account is blocked for a policy breach: see WhatsApp Manager",
  130472: "WhatsApp held her number back for an experiment: call her or use SMS",
  131008: "WhatsApp refused the request: a required part was missing",
  131009: "WhatsApp refused a value in the request (her number or a variable)",
  131021: "her number is the clinic's own WhatsApp number",
  131026:
    "WhatsApp could not deliver it: her number is not on WhatsApp or her app is too old. Call her or use SMS",
  131031: "the clinic's WhatsApp account is locked: see WhatsApp Manager",
  131042: "the clinic's WhatsApp account has a payment problem: see WhatsApp Manager",
  131047: "WhatsApp takes only approved templates more than 24 hours after her last message",
  131049: "WhatsApp held it back to limit the business messages she gets: call her",
  131050: "she has stopped business messages from the clinic on WhatsApp",
  131051: "WhatsApp does not take this kind of message",
  132000: "the approved WhatsApp template takes a different number of variables: register it again",
  132001: "the template is not approved on WhatsApp in her language: register it",
  132005: "the message is too long for its WhatsApp template",
  132007: "WhatsApp refused a character in the message's variables",
  132012: "a variable does not match the format the WhatsApp template was approved with",
  132015: "the WhatsApp template is paused (too many blocks or reports): see WhatsApp Manager",
  132016: "the WhatsApp template is disabled: see WhatsApp Manager",
  132018: "a variable had a line break, a tab or a run of spaces, which WhatsApp refuses",
  133010: "the clinic's WhatsApp number is not registered on the Cloud API",
};

/**
 * A staff-readable reason for a platform error code, from the table above or the error's title
 * ("(#131026) Message Undeliverable" → "Message Undeliverable"), with any run of digits long
 * enough to be a phone number taken out.
 */
export function whatsappReason(code: number | null, title?: string | null): string {
  const known = code === null ? undefined : reasons[code];
  const said = (title ?? "")
    .replace(/^\(#\d+\)\s*/, "")
    .replace(/\+?\d[\d ]{6,}\d/g, "…")
    .trim()
    .slice(0, 120);
  const text = known ?? (said ? `WhatsApp refused it: ${said}` : "WhatsApp refused it");
  return code === null ? text : `${text} (${code})`;
}

type PlatformError = { code: number | null; message: string | null };

function errorOf(body: unknown): PlatformError {
  const error =
    typeof body === "object" && body !== null && "error" in body ? (body.error as unknown) : null;
  if (typeof error !== "object" || error === null) return { code: null, message: null };
  const code = "code" in error && typeof error.code === "number" ? error.code : null;
  const message = "message" in error && typeof error.message === "string" ? error.message : null;
  return { code, message };
}

/** What an answer from the platform means for the message: sent, tried again, or never. */
export function whatsappOutcome(status: number, body: unknown): SendOutcome {
  if (status >= 200 && status < 300) {
    const messages =
      typeof body === "object" && body !== null && "messages" in body ? body.messages : null;
    const first: unknown = Array.isArray(messages) ? messages[0] : null;
    const id =
      typeof first === "object" && first !== null && "id" in first && typeof first.id === "string"
        ? first.id
        : null;
    // Accepted without an id: it may well be on its way, so it is not sent again; nothing could
    // ever report on it either.
    if (!id)
      return { ok: false, retry: false, reason: "WhatsApp accepted it without a message id" };
    return { ok: true, providerId: id };
  }
  const { code, message } = errorOf(body);
  if (status === 429 || status >= 500 || (code !== null && temporaryCodes.has(code))) {
    return { ok: false, retry: true, reason: whatsappReason(code, message ?? `HTTP ${status}`) };
  }
  if (code !== null && isAccessCode(code)) {
    return {
      ok: false,
      retry: true,
      reason: `WhatsApp refused the clinic's access token or its permissions: check WHATSAPP_TOKEN (${code})`,
    };
  }
  return {
    ok: false,
    retry: false,
    reason: code === null ? `WhatsApp refused it (HTTP ${status})` : whatsappReason(code, message),
  };
}

/** Long enough for a slow mobile network between two data centres; a hung call is retried. */
const REQUEST_TIMEOUT_MS = 10_000;

export function createWhatsAppSender(
  config: WhatsAppConfig,
  options: { timeoutMs?: number } = {},
): MessageSender {
  const endpoint = `${config.apiUrl.replace(/\/+$/, "")}/${encodeURIComponent(config.phoneNumberId)}/messages`;
  return async (message) => {
    let response: Response;
    try {
      response = await fetch(endpoint, {
        method: "POST",
        headers: {
          Authorization: `Bearer ${config.token}`,
          "Content-Type": "application/json",
        },
        body: JSON.stringify(whatsappTemplateRequest(message)),
        signal: AbortSignal.timeout(options.timeoutMs ?? REQUEST_TIMEOUT_MS),
        cache: "no-store",
      });
    } catch (error) {
      const kind = error instanceof Error ? error.name : "error";
      return { ok: false, retry: true, reason: `WhatsApp could not be reached (${kind})` };
    }
    const body: unknown = await response.json().catch(() => null);
    return whatsappOutcome(response.status, body);
  };
}

/** The sender for the configured account, or null when WhatsApp is not set up. */
export function configuredWhatsAppSender(): MessageSender | null {
  const config = whatsappConfig();
  return config ? createWhatsAppSender(config) : null;
}
