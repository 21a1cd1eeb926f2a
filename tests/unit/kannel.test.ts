import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { describe, expect, it, vi } from "vitest";
import type { OutgoingText } from "@/lib/messaging/deliver";
import {
  DLR_MASK,
  DLT_TLV_NAMES,
  SMS_INBOUND_PATH,
  inboundKey,
  inboundText,
  kannelSender,
  readKannelReport,
  reportSignature,
  sendsmsQuery,
  signatureMatches,
  smsCoding,
  type KannelConfig,
} from "@/lib/messaging/kannel";
import { renderMessage } from "@/lib/messaging/templates";
import { parseKannelConf } from "@/scripts/lib/kannel.mjs";

/**
 * The Kannel sender's rules without a Kannel (tests/integration/sms-kannel.test.ts runs a real
 * one): DLT IDs or nothing, what each of Kannel's answers means for the message, its reports, her
 * replies' bytes, and deploy/kannel/kannel.conf agreeing with the sender on names and addresses.
 */

const SECRET = "a-callback-secret-of-thirty-two-chars-or-more";

const config = (overrides: Partial<KannelConfig> = {}): KannelConfig => ({
  sendsmsUrl: "http://127.0.0.1:13013/cgi-bin/sendsms",
  username: "saheli",
  password: "sendsms-password",
  senderId: "SAHELI",
  entityId: "1201160000000000001",
  dltTemplates: "booking-received=1107160000000000001, booking-received-hi=1107160000000000002",
  callbackSecret: SECRET,
  appUrl: "https://sahelicare.example",
  ...overrides,
});

function message(overrides: Partial<OutgoingText> = {}): OutgoingText {
  const locale = overrides.locale ?? "en";
  const params = ["SC-7KQ2M-X9D4T", "+91 98765 43210"];
  return {
    id: "3d2d873d-8693-4e47-9112-86b9e8425e2d",
    channel: "sms",
    to: "+919812345678",
    kind: "booking-received",
    locale,
    params,
    text: renderMessage("booking-received", locale, params),
    ...overrides,
  };
}

/** A fetch standing in for smsbox that answers `status` and `body`, recording what it was asked. */
function answering(status: number, body: string) {
  return vi.fn<typeof fetch>(async () => new Response(body, { status }));
}

function refusedConnection(): typeof fetch {
  return async () => {
    throw new TypeError("fetch failed", {
      cause: Object.assign(new Error("connect"), { code: "ECONNREFUSED" }),
    });
  };
}

describe("sending through Kannel's sendsms", () => {
  it("asks smsbox with the sender ID, her number, UTF-8, the report address and the DLT TLVs", () => {
    const query = sendsmsQuery(config(), message(), "1107160000000000001");
    expect(Object.fromEntries(query)).toEqual({
      username: "saheli",
      password: "sendsms-password",
      from: "SAHELI",
      to: "+919812345678",
      text: message().text,
      charset: "UTF-8",
      coding: "0",
      "dlr-mask": String(DLR_MASK),
      "dlr-url":
        "https://sahelicare.example/api/messages/sms/status?id=3d2d873d-8693-4e47-9112-86b9e8425e2d" +
        `&sig=${reportSignature(SECRET, message().id)}&type=%d&reply=%A`,
      "meta-data": "?smpp?PE_ID=1201160000000000001&TEMPLATE_ID=1107160000000000001",
    });
    // Kannel's documented form: the meta-data URL-encoded once more as a query value.
    expect(query.toString()).toContain(
      "meta-data=%3Fsmpp%3FPE_ID%3D1201160000000000001%26TEMPLATE_ID%3D1107160000000000001",
    );
  });

  it("sends Hindi, and anything outside plain GSM characters, as UCS-2", () => {
    expect(smsCoding(message().text)).toBe(0);
    expect(smsCoding(message({ locale: "hi" }).text)).toBe(2);
    expect(smsCoding("Dr Zoë")).toBe(2);
    expect(smsCoding("by video: https://sahelicare.in/visit/x?key=a-b_c")).toBe(0);
  });

  it("takes the Hindi template's own DLT ID for a Hindi message", async () => {
    const fetch = answering(202, "0: Accepted for delivery");
    await kannelSender(config({ fetch }))(message({ locale: "hi" }));
    const asked = new URL(String(fetch.mock.calls[0]?.[0]));
    expect(asked.searchParams.get("meta-data")).toBe(
      "?smpp?PE_ID=1201160000000000001&TEMPLATE_ID=1107160000000000002",
    );
    expect(asked.searchParams.get("coding")).toBe("2");
  });

  it("refuses a template without a DLT ID, for good, without asking Kannel", async () => {
    const fetch = answering(202, "0: Accepted for delivery");
    const outcome = await kannelSender(config({ fetch, dltTemplates: "booking-received=1107" }))(
      message({ locale: "hi" }),
    );
    expect(outcome).toEqual({
      ok: false,
      retry: false,
      reason: 'no DLT template ID for "booking-received-hi" in SMS_DLT_TEMPLATES',
    });
    expect(fetch).not.toHaveBeenCalled();
  });

  it("counts Kannel's 202 as sent, with our own id as the gateway's", async () => {
    for (const body of ["0: Accepted for delivery", "3: Queued for later delivery"]) {
      const outcome = await kannelSender(config({ fetch: answering(202, body) }))(message());
      expect(outcome).toEqual({ ok: true, providerId: message().id });
    }
  });

  it("tries again later when Kannel is down, failing or refuses our user; never for a bad request", async () => {
    const send = (fetch: typeof globalThis.fetch) => kannelSender(config({ fetch }))(message());
    expect(await send(refusedConnection())).toEqual({
      ok: false,
      retry: true,
      reason: "Kannel could not be reached (ECONNREFUSED)",
    });
    expect(await send(answering(503, "Temporal failure, try again later."))).toEqual({
      ok: false,
      retry: true,
      reason: "Kannel answered 503: Temporal failure, try again later.",
    });
    expect(await send(answering(403, "Authorization failed for sendsms"))).toMatchObject({
      ok: false,
      retry: true,
    });
    expect(await send(answering(400, "Missing receiver number, rejected"))).toEqual({
      ok: false,
      retry: false,
      reason: "Kannel answered 400: Missing receiver number, rejected",
    });
  });

  it("tries again when Kannel does not answer in time", async () => {
    const hanging: typeof fetch = (_url, init) =>
      new Promise((_resolve, reject) =>
        init?.signal?.addEventListener("abort", () => reject(init.signal?.reason)),
      );
    const outcome = await kannelSender(config({ fetch: hanging, timeoutMs: 50 }))(message());
    expect(outcome).toEqual({
      ok: false,
      retry: true,
      reason: "Kannel did not answer within 0.05 s",
    });
  });
});

describe("Kannel's delivery reports", () => {
  it("reads each report type Kannel sends", () => {
    expect(readKannelReport("1", "")).toEqual({ state: "delivered", reason: null });
    expect(readKannelReport("8", "ACK/")).toEqual({ state: "sent", reason: null });
    // Waiting at the SMS centre for her phone: still sent.
    expect(readKannelReport("4", "")).toEqual({ state: "sent", reason: null });
    expect(readKannelReport("16", "NACK/0x00000045/Submit failed")).toEqual({
      state: "failed",
      reason: "the SMS centre refused it (0x00000045 Submit failed)",
    });
    expect(readKannelReport("0", "")).toBeNull();
    expect(readKannelReport(null, null)).toBeNull();
  });

  it("keeps an SMPP receipt's status, never the message words it quotes", () => {
    const receipt =
      "id:0123456789 sub:001 dlvd:000 submit date:2611291200 done date:2611291201 stat:UNDELIV err:021 text:Saheli Care: we hav";
    expect(readKannelReport("2", receipt)).toEqual({
      state: "failed",
      reason: "her phone did not receive it (stat UNDELIV, err 021)",
    });
    expect(readKannelReport("2", "some text: Saheli Care, 98123 45678")).toEqual({
      state: "failed",
      reason: "her phone did not receive it",
    });
  });

  it("signs each message's report address with its id", () => {
    const one = reportSignature(SECRET, "a");
    expect(signatureMatches(one, reportSignature(SECRET, "a"))).toBe(true);
    expect(signatureMatches(one, reportSignature(SECRET, "b"))).toBe(false);
    expect(signatureMatches(one, reportSignature("another-secret", "a"))).toBe(false);
    expect(signatureMatches(one, one.slice(1))).toBe(false);
    expect(signatureMatches(one, null)).toBe(false);
  });
});

describe("her replies through the sms-service", () => {
  it("reads UTF-8, UCS-2 and WINDOWS-1252 as Kannel names them, spaces as +", () => {
    expect(inboundText("?key=k&from=91981&text=Stop+please&charset=UTF-8")).toBe("Stop please");
    expect(inboundText("?text=%E0%A4%B0%E0%A5%8B%E0%A4%95%E0%A5%87%E0%A4%82&charset=UTF-8")).toBe(
      "रोकें",
    );
    expect(inboundText("?text=%090%09K%09%15%09G%09%02&charset=UTF-16BE&coding=2")).toBe("रोकें");
    expect(inboundText("?text=Zo%EB&charset=WINDOWS-1252")).toBe("Zoë");
    expect(inboundText("?from=91981")).toBeNull();
  });

  it("has an inbound key that the documented openssl command reproduces", () => {
    let printed: string;
    try {
      printed = execFileSync(
        "sh",
        ["-c", `printf sms-inbound | openssl dgst -sha256 -hmac "${SECRET}"`],
        { encoding: "utf8" },
      );
    } catch {
      return; // no openssl on this machine: the key itself is checked below
    }
    expect(printed.trim().split(" ").at(-1)).toBe(inboundKey(SECRET));
    expect(inboundKey(SECRET)).toMatch(/^[0-9a-f]{64}$/);
  });
});

describe("the app's settings", () => {
  it("refuses to start with Kannel's address but without what every SMS needs", async () => {
    vi.resetModules();
    vi.stubEnv("KANNEL_SENDSMS_URL", "http://127.0.0.1:13013/cgi-bin/sendsms");
    vi.stubEnv("KANNEL_USERNAME", "saheli");
    for (const name of ["KANNEL_PASSWORD", "SMS_DLT_ENTITY_ID", "SMS_CALLBACK_SECRET"]) {
      vi.stubEnv(name, undefined);
    }
    try {
      await expect(import("@/lib/env")).rejects.toThrow(
        "KANNEL_PASSWORD: required with KANNEL_SENDSMS_URL (docs/messaging.md); " +
          "SMS_DLT_ENTITY_ID: required with KANNEL_SENDSMS_URL (docs/messaging.md); " +
          "SMS_CALLBACK_SECRET: required with KANNEL_SENDSMS_URL (docs/messaging.md)",
      );
    } finally {
      vi.unstubAllEnvs();
      vi.resetModules();
    }
  });
});

describe("deploy/kannel/kannel.conf", () => {
  const groups = parseKannelConf(
    readFileSync(new URL("../../deploy/kannel/kannel.conf", import.meta.url), "utf8"),
  ).map((group) => Object.fromEntries(group));
  const smsc = groups.find((group) => group.group === "smsc");

  it("declares the DLT TLVs by the names the sender uses, on the provider's link", () => {
    const tlvs = groups.filter((group) => group.group === "smpp-tlv");
    expect(tlvs.map(({ name, tag, type }) => ({ name, tag, type }))).toEqual([
      { name: DLT_TLV_NAMES.entity, tag: "0x1400", type: "octetstring" },
      { name: DLT_TLV_NAMES.template, tag: "0x1401", type: "octetstring" },
    ]);
    expect(smsc).toMatchObject({ smsc: "smpp" });
    for (const tlv of tlvs) expect(tlv["smsc-id"]).toBe(smsc?.["smsc-id"]);
  });

  it("passes her replies to the inbound route with the key, and never texts her an answer", () => {
    const service = groups.find((group) => group.group === "sms-service");
    const url = new URL(String(service?.["get-url"]).replace(/"/g, ""));
    expect(url.pathname).toBe(SMS_INBOUND_PATH);
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      key: "INBOUND-KEY",
      from: "%p",
      text: "%a",
      charset: "%C",
    });
    expect(service).toMatchObject({ "max-messages": "0", keyword: "default" });
    expect(groups.find((group) => group.group === "smsbox")).toMatchObject({ "mo-recode": "true" });
  });

  it("listens on this machine only, and keeps what it accepted across a restart", () => {
    const core = groups.find((group) => group.group === "core");
    const smsbox = groups.find((group) => group.group === "smsbox");
    expect(core).toMatchObject({
      "admin-interface": "127.0.0.1",
      "smsbox-interface": "127.0.0.1",
      "store-type": "spool",
      "dlr-storage": "spool",
    });
    expect(smsbox).toMatchObject({ "sendsms-interface": "127.0.0.1" });
    expect(groups.find((group) => group.group === "sendsms-user")).toMatchObject({
      "user-allow-ip": '"127.0.0.1"',
      "forced-smsc": smsc?.["smsc-id"],
    });
  });
});
