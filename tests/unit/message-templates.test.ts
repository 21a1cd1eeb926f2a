import { describe, expect, it } from "vitest";
import { carePackages } from "@/content/packages";
import { indianMobile } from "@/lib/messaging/phone";
import { isStop } from "@/lib/messaging/replies";
import {
  dltTemplateId,
  messageKinds,
  messageTemplates,
  renderMessage,
  whatsappBody,
} from "@/lib/messaging/templates";
import { nextInWindow, purposeOf } from "@/lib/messaging/outbox";

/**
 * The SMS and WhatsApp templates (issue 36) and the rules around them that need no database: what
 * a phone's lock screen may show, her number, her STOP, her contact window.
 */

const languages = ["en", "hi"] as const;

describe("every text message template", () => {
  it("names no condition, symptom, package or kind of clinic, in either language", () => {
    const words = [
      "piles",
      "fissure",
      "fistula",
      "haemorrhoid",
      "hemorrhoid",
      "procto",
      "anal",
      "rectal",
      "bleeding",
      "laser",
      "surgery",
      "women's clinic",
      "बवासीर",
      "भगंदर",
      "फ़िशर",
      "फिशर",
      "खून",
      "सर्जरी",
      "लेज़र",
      "गुदा",
      ...carePackages.map((entry) => entry.name),
    ];
    for (const kind of messageKinds) {
      for (const locale of languages) {
        const text = messageTemplates[kind].text[locale].toLowerCase();
        for (const word of words)
          expect(text, `${kind} ${locale}`).not.toContain(word.toLowerCase());
      }
    }
  });

  it("has as many gaps in Hindi as in English, one per variable", () => {
    for (const kind of messageKinds) {
      const template = messageTemplates[kind];
      for (const locale of languages) {
        const gaps = template.text[locale].match(/\{#var#\}/g) ?? [];
        expect(gaps.length, `${kind} ${locale}`).toBe(template.variables.length);
      }
    }
  });

  it("tells her how to stop, except the answer to her STOP", () => {
    for (const kind of messageKinds) {
      if (kind === "stop-confirmed") continue;
      expect(messageTemplates[kind].text.en).toContain("Reply STOP");
      expect(messageTemplates[kind].text.hi).toContain("रोकें");
    }
  });

  it("renders the variables in order and refuses a wrong count", () => {
    expect(renderMessage("booking-received", "en", ["SC-ABC123", "+91 98765 43210"])).toBe(
      "Saheli Care: we have your request, reference SC-ABC123. A woman from our care team will contact you within 24 hours to fix a time. To change it, call +91 98765 43210. Reply STOP to stop these messages.",
    );
    expect(() => renderMessage("booking-received", "en", ["SC-ABC123"])).toThrow(/2 variables/);
  });

  it("is registered on WhatsApp with numbered variables", () => {
    expect(whatsappBody("appointment-cancelled", "en")).toBe(
      "Saheli Care: your appointment on {{1}} is cancelled. For a new time, call {{2}}. Reply STOP to stop these messages.",
    );
  });

  it("is sent only with the DLT ID configured for its kind and language", () => {
    const configured =
      "booking-received=1107000000000000001, booking-received-hi=1107000000000000002";
    expect(dltTemplateId(configured, "booking-received", "en")).toBe("1107000000000000001");
    expect(dltTemplateId(configured, "booking-received", "hi")).toBe("1107000000000000002");
    expect(dltTemplateId(configured, "appointment-scheduled", "en")).toBeNull();
    expect(dltTemplateId("", "booking-received", "en")).toBeNull();
  });

  it("depends on the reminders consent for reminders and on the care consent for the rest", () => {
    expect(purposeOf("appointment-reminder-24h")).toBe("reminders");
    expect(purposeOf("appointment-reminder-2h")).toBe("reminders");
    expect(purposeOf("appointment-scheduled")).toBe("care");
    expect(purposeOf("booking-received")).toBe("care");
  });
});

describe("her number for SMS and WhatsApp", () => {
  it("is an Indian mobile, in E.164, however she typed it", () => {
    expect(indianMobile("98765 43210")).toBe("+919876543210");
    expect(indianMobile("+91 98765-43210")).toBe("+919876543210");
    expect(indianMobile("098765 43210")).toBe("+919876543210");
    expect(indianMobile("919876543210")).toBe("+919876543210");
    expect(indianMobile("6000000000")).toBe("+916000000000");
  });

  it("is never a landline, a foreign number or a mistyped one", () => {
    expect(indianMobile("011 2345 6789")).toBeNull();
    expect(indianMobile("+44 7700 900123")).toBeNull();
    expect(indianMobile("+1 415 555 0100")).toBeNull();
    expect(indianMobile("55555 55555")).toBeNull();
    expect(indianMobile("98765")).toBeNull();
    expect(indianMobile("call me")).toBeNull();
  });
});

describe("her STOP", () => {
  it("is STOP or रोकें, however written", () => {
    for (const text of ["STOP", "stop", " Stop. ", "रोकें", "रोकें।", "UNSUBSCRIBE"]) {
      expect(isStop(text), text).toBe(true);
    }
    for (const text of ["stop sending me the time", "ok", "हाँ", ""]) {
      expect(isStop(text), text).toBe(false);
    }
  });
});

describe("her contact window", () => {
  // 08:00 India time is 02:30 UTC.
  const at = (utc: string) => new Date(`2026-12-01T${utc}:00Z`);

  it("sends at once inside it, or any time she allowed any time", () => {
    expect(nextInWindow(at("04:00"), "morning")).toEqual(at("04:00"));
    expect(nextInWindow(at("20:00"), "anytime")).toEqual(at("20:00"));
  });

  it("waits until it opens later the same day, or the next day once it has closed", () => {
    // 08:00 India time, morning opens at 09:00 (03:30 UTC).
    expect(nextInWindow(at("02:30"), "morning")).toEqual(at("03:30"));
    // 13:00 India time, morning has closed: 09:00 the next day.
    expect(nextInWindow(at("07:30"), "morning")).toEqual(new Date("2026-12-02T03:30:00Z"));
    // 21:00 India time, evening (16–20) has closed.
    expect(nextInWindow(at("15:30"), "evening")).toEqual(new Date("2026-12-02T10:30:00Z"));
    // 23:00 UTC is 04:30 India time the next day: the afternoon opens at 12:00 that day.
    expect(nextInWindow(at("23:00"), "afternoon")).toEqual(new Date("2026-12-02T06:30:00Z"));
  });
});
