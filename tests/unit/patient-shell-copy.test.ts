import { describe, expect, it } from "vitest";
import * as z from "zod/mini";
import { areas } from "@/lib/auth/permissions";
import { dashboardTabs } from "@/lib/dashboards/routes";
import { patientCopy } from "@/lib/i18n/patient-copy";
import { authMessages } from "@/lib/validations/auth-messages";
import { profileSchemaFor, profileUpdateSchema } from "@/lib/validations/profile";

const english = patientCopy("en");
const hindi = patientCopy("hi");

/** Every string in a copy object, however deep. */
function strings(value: unknown): string[] {
  if (typeof value === "string") return [value];
  if (value && typeof value === "object") return Object.values(value).flatMap(strings);
  return [];
}

function fieldErrors(result: { success: boolean; error?: z.core.$ZodError }) {
  return (result.error ? z.flattenError(result.error).fieldErrors : {}) as Record<
    string,
    string[] | undefined
  >;
}

describe("the patient dashboard's frame and profile words", () => {
  it("say in English exactly what the staff tables and the auth messages say", () => {
    expect(english.shell.areaTitle).toBe(areas["patient-dashboard"].title);
    expect(Object.entries(english.shell.tabs)).toEqual(
      dashboardTabs["patient-dashboard"].map((tab) => [tab.id, tab.label]),
    );
    expect(english.profile.messages).toMatchObject({
      namesRequired: authMessages.profileNamesRequired,
      invalidEmail: authMessages.invalidEmail,
      invalidPhone: authMessages.invalidPhone,
      alreadyRegistered: authMessages.alreadyRegistered,
      accessDenied: authMessages.accessDenied,
      roleChangeDenied: authMessages.roleChangeDenied,
    });
  });

  it("hold no Latin letters in Hindi beyond the names that stay as they are (gaps aside)", () => {
    const latin = strings({ shell: hindi.shell, profile: hindi.profile })
      .map((text) => text.replace(/\{\w+\}/g, " "))
      .flatMap((text) => text.match(/[A-Za-z]+/g) ?? [])
      .filter((word) => word !== "English");
    expect(latin).toEqual([]);
  });

  it("build one schema whose messages follow the language", () => {
    const input = { firstName: " ", email: "not-an-email", phone: "abc" };
    expect(fieldErrors(profileUpdateSchema.safeParse(input))).toEqual({
      firstName: [authMessages.profileNamesRequired],
      email: [authMessages.invalidEmail],
      phone: [authMessages.invalidPhone],
    });
    const inHindi = profileSchemaFor(hindi.profile.messages);
    expect(fieldErrors(inHindi.safeParse(input))).toEqual({
      firstName: [hindi.profile.messages.namesRequired],
      email: [hindi.profile.messages.invalidEmail],
      phone: [hindi.profile.messages.invalidPhone],
    });
    expect(fieldErrors(inHindi.safeParse({ lastName: "क".repeat(51) })).lastName?.[0]).toBe(
      "कृपया नाम 50 अक्षरों से छोटा रखें।",
    );
    expect(inHindi.parse({ phone: "+91 98765 43210" }).phone).toBe("+919876543210");
  });
});
