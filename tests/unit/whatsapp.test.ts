import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { whatsappOutcome, whatsappReason, whatsappTemplateRequest } from "@/lib/messaging/whatsapp";
import type { OutgoingText } from "@/lib/messaging/deliver";
import { messageKinds, messageTemplates } from "@/lib/messaging/templates";

/**
 * What the WhatsApp sender asks of the Cloud API and how it reads the answer: sent, tried again
 * (the platform busy or away, the clinic's token to fix), or refused for good with a reason a
 * coordinator can act on, never quoting her number.
 */

const message: OutgoingText = {
  id: "00000000-0000-4000-8000-000000000000",
  channel: "whatsapp",
  to: "+919876543210",
  kind: "appointment-scheduled",
  locale: "hi",
  params: ["गुरु, 5 मार्च 2031, सुबह 10:00", "Lakshmi Rao", "सहेली केयर जयपुर में", "+91 141 400 0000"],
  text: "",
};

const error = (code: number, message = "(#0) Title") => ({
  error: { message, type: "OAuthException", code, fbtrace_id: "A1b2C3" },
});

describe("the template request", () => {
  it("names the approved template and her language, with the variables in order as body text", () => {
    expect(whatsappTemplateRequest(message)).toEqual({
      messaging_product: "whatsapp",
      recipient_type: "individual",
      to: "+919876543210",
      type: "template",
      template: {
        name: "saheli_appointment_scheduled",
        language: { code: "hi" },
        components: [
          {
            type: "body",
            parameters: message.params.map((text) => ({ type: "text", text })),
          },
        ],
      },
    });
  });

  it("turns a tab, a line break or a long run of spaces in a variable into what the platform takes", () => {
    const request = whatsappTemplateRequest({
      ...message,
      params: ["a\tb", "Lakshmi\r\nRao", "x      y", "+91 141 400 0000"],
    });
    expect(request.template.components[0]?.parameters.map((p) => p.text)).toEqual([
      "a b",
      "Lakshmi Rao",
      "x    y",
      "+91 141 400 0000",
    ]);
  });
});

describe("the platform's answer", () => {
  it("is sent under the wamid it gives", () => {
    expect(
      whatsappOutcome(200, {
        messaging_product: "whatsapp",
        contacts: [{ input: "+919876543210", wa_id: "919876543210" }],
        messages: [{ id: "wamid.HBgM" }],
      }),
    ).toEqual({ ok: true, providerId: "wamid.HBgM" });
    expect(whatsappOutcome(200, { messages: [] })).toMatchObject({ ok: false, retry: false });
  });

  it("is tried again when the platform is busy or away", () => {
    for (const [status, body] of [
      [429, error(130429)],
      [500, error(131000)],
      [503, null],
      [400, error(131056)],
      [400, error(4)],
      [400, error(80007)],
    ] as const) {
      expect(whatsappOutcome(status, body), `${status}`).toMatchObject({ ok: false, retry: true });
    }
  });

  it("is tried again, and says so, when the clinic's token or permissions are wrong", () => {
    expect(whatsappOutcome(401, error(190))).toEqual({
      ok: false,
      retry: true,
      reason:
        "WhatsApp refused the clinic's access token or its permissions: check WHATSAPP_TOKEN (190)",
    });
    expect(whatsappOutcome(403, error(10))).toMatchObject({ retry: true });
  });

  it("is refused for good, with a reason staff can act on, when the message itself cannot go", () => {
    expect(whatsappOutcome(400, error(131026))).toEqual({
      ok: false,
      retry: false,
      reason:
        "WhatsApp could not deliver it: her number is not on WhatsApp or her app is too old. Call her or use SMS (131026)",
    });
    for (const code of [100, 131008, 131009, 131047, 132000, 132001, 132012, 132018]) {
      expect(whatsappOutcome(code === 132001 ? 404 : 400, error(code))).toMatchObject({
        ok: false,
        retry: false,
        reason: expect.stringMatching(new RegExp(`\\(${code}\\)$`)),
      });
    }
    expect(whatsappOutcome(400, "<html>")).toEqual({
      ok: false,
      retry: false,
      reason: "WhatsApp refused it (HTTP 400)",
    });
  });

  it("names an undocumented code by its title, without any number in it", () => {
    expect(whatsappReason(139999, "(#139999) Recipient +91 98765 43210 is not allowed")).toBe(
      "WhatsApp refused it: Recipient … is not allowed (139999)",
    );
    expect(whatsappReason(null, null)).toBe("WhatsApp refused it");
  });
});

describe("docs/messaging.md", () => {
  it("lists every WhatsApp template under its name, with its kind and variables", () => {
    const docs = readFileSync(new URL("../../docs/messaging.md", import.meta.url), "utf8");
    for (const kind of messageKinds) {
      const { whatsappName, variables } = messageTemplates[kind];
      const row = docs.split("\n").find((line) => line.startsWith(`| \`${whatsappName}\``));
      expect(row, whatsappName).toBeDefined();
      expect(row?.split("|").map((cell) => cell.trim())).toEqual([
        "",
        `\`${whatsappName}\``,
        `\`${kind}\``,
        variables.join(", "),
        "",
      ]);
    }
  });
});
