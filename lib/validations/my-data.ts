import * as z from "zod/mini";
import { myDataMessages } from "@/content/patient/privacy";

/** Her privacy page's forms (issue: privacy, items 1 and 2). */

export const optionalPurposes = ["reminders", "offers"] as const;

/** Her privacy buttons' answers, English (Hindi in content/hi/patient/privacy.ts). */
export { myDataMessages };

/** The messages of her privacy forms' schemas and of their answers, in one language. */
export type MyDataMessages = { readonly [K in keyof typeof myDataMessages]: string };

/** Her privacy forms' schemas, with the messages of a language: the rules are the same in all. */
export function myDataSchemasFor(m: MyDataMessages) {
  return {
    consentId: z.object({ consentId: z.uuid(m.notYours) }),
    givePurpose: z.object({
      purpose: z.enum(optionalPurposes, { error: m.careIsRequired }),
    }),
    deleteAccount: z.object({
      password: z
        .string({ error: m.passwordRequired })
        .check(z.minLength(1, m.passwordRequired), z.maxLength(200, m.wrongPassword)),
    }),
  };
}

const english = /* @__PURE__ */ myDataSchemasFor(myDataMessages);

export const consentIdSchema = english.consentId;
export const givePurposeSchema = english.givePurpose;
export const deleteAccountSchema = english.deleteAccount;
export const emptySchema = z.object({});
