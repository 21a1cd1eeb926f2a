import { z } from "zod";
import { siteConfig } from "@/content/site";
import { parseTrustProxy } from "@/lib/server/client-address.mjs";

/**
 * The one reader of process.env. Validated once at start-up so a missing or malformed variable
 * fails loudly instead of surfacing as a confusing runtime error deep in a request.
 */
const schema = z.object({
  NODE_ENV: z.enum(["development", "test", "production"]).default("development"),
  /** Set by Next.js: "phase-production-build" while `next build` pre-renders (no database then). */
  NEXT_PHASE: z.string().optional(),
  DATABASE_URL: z.string().url().optional(),
  /** Connections the app's pool may open. The embedded database serves one at a time: set 1 there. */
  DATABASE_POOL_MAX: z.coerce.number().int().min(1).max(100).default(10),
  SITE_URL: z.string().url().default("http://localhost:3000"),
  NEXTAUTH_SECRET: z.string().min(16).optional(),
  NEXTAUTH_URL: z.string().url().optional(),
  /** smtp(s)://user:pass@host:port for outgoing e-mail. Unset: e-mails wait in the outbox. */
  SMTP_URL: z.string().url().optional(),
  MAIL_FROM: z.string().min(3).default("Saheli Care <care@sahelicare.in>"),
  /**
   * Until how many hours before her appointment she may move or cancel it herself; after that she
   * is asked to call. The default is the Terms' free-change window (siteConfig.legal).
   */
  PATIENT_CHANGE_CUTOFF_HOURS: z.coerce
    .number()
    .int()
    .min(0)
    .max(14 * 24)
    .default(siteConfig.legal.freeChangeHours),
  /**
   * Which proxies' X-Forwarded-For and X-Forwarded-Host to believe (lib/server/client-address.mjs):
   * unset for none, addresses ("127.0.0.1,::1") or a number of hops. scripts/serve.mjs applies it.
   */
  TRUST_PROXY: z
    .string()
    .optional()
    .refine(
      (value) => {
        try {
          parseTrustProxy(value);
          return true;
        } catch {
          return false;
        }
      },
      { message: "a number of proxies, or their IP addresses separated by commas" },
    ),
  /**
   * The clinic's own TURN server for video visits (deploy/coturn.conf): the secret it has as
   * static-auth-secret, and its addresses as a browser dials them ("turn:turn.example.in:3478,
   * turns:turn.example.in:5349"). Unset: calls connect directly only, which fails on many mobile
   * networks; docs/deploy.md says how to run it.
   */
  TURN_SECRET: z.string().min(32).optional(),
  TURN_URLS: z
    .string()
    .optional()
    .refine(
      (value) =>
        (value ?? "")
          .split(",")
          .map((url) => url.trim())
          .filter(Boolean)
          .every((url) => /^turns?:[^\s/?]+(\?transport=(udp|tcp))?$/.test(url)),
      { message: "TURN addresses separated by commas, each turn: or turns:" },
    ),
  /**
   * SMS through Kannel (deploy/kannel/, docs/messaging.md): its smsbox's sendsms address
   * ("http://127.0.0.1:13013/cgi-bin/sendsms") and the send-sms user's name and password. Unset:
   * SMS wait in the outbox, like e-mail without SMTP_URL.
   */
  KANNEL_SENDSMS_URL: z.string().url().optional(),
  KANNEL_USERNAME: z.string().min(1).optional(),
  KANNEL_PASSWORD: z.string().min(1).optional(),
  /** The DLT-registered sender ID (header), e.g. "SAHELI". */
  SMS_SENDER_ID: z.string().min(3).max(11).default("SAHELI"),
  /** The clinic's DLT principal entity ID. */
  SMS_DLT_ENTITY_ID: z.string().optional(),
  /**
   * Each SMS template's DLT template ID, as "kind=id" pairs separated by commas, the kind with
   * "-hi" for its Hindi version ("booking-received=1107…,booking-received-hi=1107…"). A template
   * without an ID is never sent: the message fails, and the owner's outbox says which ID is missing.
   */
  SMS_DLT_TEMPLATES: z.string().default(""),
  /**
   * Signs the delivery-report and inbound addresses Kannel calls back on, so nobody else can mark
   * a message delivered or withdraw her consent. At least 32 characters.
   */
  SMS_CALLBACK_SECRET: z.string().min(32).optional(),
  /**
   * WhatsApp through the WhatsApp Business Platform's Cloud API: the API's base address with its
   * version ("https://graph.facebook.com/v21.0"), the business phone number's ID, the access token,
   * the app secret that signs status webhooks (X-Hub-Signature-256) and the verify token the
   * webhook's subscription check echoes. Unset: WhatsApp messages wait in the outbox.
   */
  WHATSAPP_API_URL: z.string().url().optional(),
  WHATSAPP_PHONE_NUMBER_ID: z.string().min(1).optional(),
  WHATSAPP_TOKEN: z.string().min(1).optional(),
  WHATSAPP_APP_SECRET: z.string().min(16).optional(),
  WHATSAPP_VERIFY_TOKEN: z.string().min(16).optional(),
});

/**
 * Kannel's address alone would send nothing: every SMS needs the sendsms user, the DLT entity ID
 * and the secret that signs its delivery reports. Refused at start rather than at the first SMS.
 */
const checkedSchema = schema.superRefine((value, context) => {
  if (!value.KANNEL_SENDSMS_URL) return;
  for (const name of [
    "KANNEL_USERNAME",
    "KANNEL_PASSWORD",
    "SMS_DLT_ENTITY_ID",
    "SMS_CALLBACK_SECRET",
  ] as const) {
    if (!value[name]) {
      context.addIssue({
        code: "custom",
        path: [name],
        message: "required with KANNEL_SENDSMS_URL (docs/messaging.md)",
      });
    }
  }
});

export type Env = z.infer<typeof schema>;

function readEnv(): Env {
  const parsed = checkedSchema.safeParse(process.env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`).join("; ");
    throw new Error(`Invalid environment: ${problems}`);
  }
  return parsed.data;
}

export const env = readEnv();
