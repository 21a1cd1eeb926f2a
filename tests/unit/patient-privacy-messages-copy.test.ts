import * as z from "zod/mini";
import { describe, expect, it } from "vitest";
import { consentPurposes, consentWording } from "@/content/consents";
import {
  messageAnswers as hiMessageAnswers,
  messageRules as hiMessageRules,
} from "@/content/hi/patient/messages";
import { myDataMessages as hiMyDataMessages } from "@/content/hi/patient/privacy";
import { messageAnswers, messageRules, messages } from "@/content/patient/messages";
import { dashboardMessages } from "@/lib/dashboards/messages";
import { withDoctorTitle } from "@/lib/i18n/doctor-title";
import { patientCopy } from "@/lib/i18n/patient-copy";
import { formatFileSize } from "@/lib/appointments/reports";
import {
  messageLimits,
  quickQuestionSchema,
  sendMessageSchema,
  sendMessageSchemaFor,
} from "@/lib/validations/message";
import { myDataMessages, myDataSchemasFor } from "@/lib/validations/my-data";

/**
 * Her Privacy, My data, Reports and Messages screens in Hindi (content/patient/*.ts and their
 * twins): every word Hindi, every gap of the English kept, and the English as it always was.
 */

const parts = ["privacy", "myData", "reports", "messages"] as const;

/** Every string in a copy, by its path ("privacy.actions.withdraw"). */
function strings(value: unknown, path = ""): Array<[string, string]> {
  if (typeof value === "string") return [[path, value]];
  if (value && typeof value === "object") {
    return Object.entries(value).flatMap(([key, inner]) =>
      strings(inner, path ? `${path}.${key}` : key),
    );
  }
  return [];
}

const gaps = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort();
const allowedLatin = new Set(["Saheli", "Care", "WhatsApp"]);
const latinWords = (text: string) =>
  (text.replace(/\{\w+\}/g, " ").match(/[A-Za-z][A-Za-z'’.-]*/g) ?? []).filter(
    (word) => !allowedLatin.has(word.replace(/[.'’-]+$/, "")),
  );

const hindiServerMessages = {
  myDataMessages: hiMyDataMessages,
  messageRules: hiMessageRules,
  messageAnswers: hiMessageAnswers,
};

describe("the Hindi copy of her privacy, data, reports and messages screens", () => {
  it("says nothing in Latin letters but the clinic's name and WhatsApp", () => {
    const hindi = patientCopy("hi");
    for (const [path, text] of strings({
      ...Object.fromEntries(parts.map((part) => [part, hindi[part]])),
      ...hindiServerMessages,
    })) {
      expect(latinWords(text), path).toEqual([]);
    }
  });

  it("keeps every gap of the English, and no other", () => {
    const english = new Map(
      strings({
        ...Object.fromEntries(parts.map((part) => [part, patientCopy("en")[part]])),
        myDataMessages,
        messageRules,
        messageAnswers,
      }),
    );
    const hindi = strings({
      ...Object.fromEntries(parts.map((part) => [part, patientCopy("hi")[part]])),
      ...hindiServerMessages,
    });
    for (const [path, text] of hindi) {
      // Stored codes the English shows as stored have no English twin to compare with.
      if (!english.has(path)) continue;
      expect(gaps(text), path).toEqual(gaps(english.get(path) ?? ""));
    }
  });

  it("is plain data, so the dashboard's provider can hand it to the browser", () => {
    for (const locale of ["en", "hi"] as const) {
      const copy = patientCopy(locale);
      for (const part of parts) {
        expect(JSON.parse(JSON.stringify(copy[part])), `${locale} ${part}`).toEqual(copy[part]);
      }
    }
  });
});

describe("the English copy", () => {
  it("names the consents as content/consents.ts does", () => {
    for (const purpose of consentPurposes) {
      const { title, agreedMeans, withdrawEffect } = consentWording[purpose];
      expect(patientCopy("en").privacy.consents[purpose]).toEqual({
        title,
        agreedMeans,
        withdrawEffect,
      });
    }
  });

  it("says what lib/dashboards/messages.ts says, word for word", () => {
    expect(messageRules.required).toBe(dashboardMessages.messageRequired);
    expect(messageRules.tooLong.replace("{max}", String(messageLimits.body))).toBe(
      dashboardMessages.messageTooLong(messageLimits.body),
    );
    expect(messageRules.recipientUnknown).toBe(dashboardMessages.messageRecipientUnknown);
    expect(messageAnswers.notInYourCare).toBe(dashboardMessages.notInYourCare);
    expect(messageAnswers.urgentIsForPatients).toBe(dashboardMessages.urgentIsForPatients);
    expect(messages.conversations.composer.sent).toBe(dashboardMessages.messageSent);
    expect(messages.conversations.composer.required).toBe(dashboardMessages.messageRequired);
  });
});

const firstMessage = (schema: z.core.$ZodType, input: unknown) => {
  const result = z.safeParse(schema, input);
  return result.success ? null : result.error.issues[0]?.message;
};

describe("a message's schema", () => {
  const to = "6f1c2a4e-8b3d-4c5e-9f70-112233445566";

  it("answers in English as before", () => {
    expect(firstMessage(sendMessageSchema, { to, body: "   " })).toBe(
      dashboardMessages.messageRequired,
    );
    expect(firstMessage(sendMessageSchema, { to, body: "x".repeat(2001) })).toBe(
      dashboardMessages.messageTooLong(2000),
    );
    expect(firstMessage(sendMessageSchema, { to: "nobody", body: "Hello" })).toBe(
      dashboardMessages.messageRecipientUnknown,
    );
    expect(firstMessage(quickQuestionSchema, { body: "" })).toBe(dashboardMessages.messageRequired);
  });

  it("answers a Hindi account in Hindi, by the same rules", () => {
    const hindi = sendMessageSchemaFor(hiMessageRules);
    expect(firstMessage(hindi, { to, body: "   " })).toBe(hiMessageRules.required);
    expect(firstMessage(hindi, { to, body: "x".repeat(2001) })).toBe(
      "कृपया संदेश 2000 अक्षरों से छोटा रखें।",
    );
    expect(firstMessage(hindi, { to, body: "x".repeat(2000) })).toBeNull();
  });
});

describe("her privacy forms' schemas", () => {
  it("answer in her language, by the same rules", () => {
    const english = myDataSchemasFor(myDataMessages);
    const hindi = myDataSchemasFor(hiMyDataMessages);
    expect(firstMessage(english.deleteAccount, { password: "" })).toBe(
      "Please enter your password to confirm.",
    );
    expect(firstMessage(hindi.deleteAccount, { password: "" })).toBe(
      hiMyDataMessages.passwordRequired,
    );
    expect(firstMessage(hindi.givePurpose, { purpose: "care" })).toBe(
      hiMyDataMessages.careIsRequired,
    );
    expect(firstMessage(hindi.consentId, { consentId: "x" })).toBe(hiMyDataMessages.notYours);
  });
});

describe("names and sizes", () => {
  it("writes a file's size in the list's units", () => {
    expect(formatFileSize(820 * 1024)).toBe("820 KB");
    expect(formatFileSize(1.4 * 1024 * 1024)).toBe("1.4 MB");
    expect(formatFileSize(820 * 1024, patientCopy("hi").reports.list.units)).toBe("820 केबी");
  });

  it("gives a doctor the title of the page's language, and keeps her name", () => {
    expect(withDoctorTitle("Dr. Kavya Menon", "डॉ. ")).toBe("डॉ. Kavya Menon");
    expect(withDoctorTitle("Dr. Kavya Menon", "Dr. ")).toBe("Dr. Kavya Menon");
    expect(withDoctorTitle("Priya Sharma", "डॉ. ")).toBe("Priya Sharma");
  });
});
