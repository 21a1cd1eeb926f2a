// `npm run sms:gateway`: a Kannel on this machine for trying SMS by hand (scripts/lib/kannel.mjs):
// bearerbox and smsbox on deploy/kannel/kannel.conf, with Kannel's fake SMS centre in place of the
// provider. It prints the settings for the app's .env, then every SMS the app sends, as her phone
// would show it. A line typed here, "<her number> <text>" (e.g. "919812345678 STOP"), is a text
// from her phone to the clinic, which smsbox passes to the app's inbound address. Ctrl-C stops it.
//
// Reads SITE_URL (where smsbox calls the app back; default http://127.0.0.1:3000) and
// SMS_CALLBACK_SECRET (the app's; its inbound key goes into the sms-service's address).
import { createHmac } from "node:crypto";
import { createInterface } from "node:readline";
import "dotenv/config";
import { missingKannelPrograms, startSmsGateway } from "./lib/kannel.mjs";

const missing = missingKannelPrograms();
if (missing.length > 0) {
  console.error(`sms-gateway: ${missing.join(", ")} missing: apt-get install kannel kannel-extras`);
  process.exit(1);
}
const secret = process.env.SMS_CALLBACK_SECRET;
if (!secret) {
  console.error("sms-gateway: set SMS_CALLBACK_SECRET (the app's, 32+ characters) first");
  process.exit(1);
}
const appUrl = process.env.SITE_URL || "http://127.0.0.1:3000";
// As lib/messaging/kannel.ts's inboundKey.
const inboundKey = createHmac("sha256", secret).update("sms-inbound").digest("hex");

const gateway = await startSmsGateway({ appUrl, inboundKey });
console.log(`Kannel is up, calling the app back at ${appUrl}. For the app's .env:
KANNEL_SENDSMS_URL=${gateway.sendsmsUrl}
KANNEL_USERNAME=${gateway.username}
KANNEL_PASSWORD=${gateway.password}
SMS_DLT_ENTITY_ID=<any, e.g. 1201160000000000001>
SMS_DLT_TEMPLATES=<kind=id pairs, e.g. booking-received=1107160000000000001,stop-confirmed=1107160000000000007>`);

let shown = 0;
const timer = setInterval(() => {
  const received = gateway.received();
  for (const sms of received.slice(shown)) {
    console.log(`\n[to ${sms.to}, from ${sms.from}, ${sms.parts} part(s)]\n${sms.text}`);
  }
  shown = received.length;
}, 500);

const input = createInterface({ input: process.stdin });
input.on("line", (line) => {
  const [from, ...words] = line.trim().split(/\s+/);
  if (!from || words.length === 0) return;
  gateway.inject(from, "SAHELI", words.join(" ")).catch((error) => console.error(String(error)));
});

const stop = async () => {
  clearInterval(timer);
  input.close();
  await gateway.remove();
  process.exit(0);
};
process.on("SIGINT", () => void stop());
process.on("SIGTERM", () => void stop());
