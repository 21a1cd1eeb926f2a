import * as z from "zod/mini";

/** Her privacy page's forms (issue: privacy, items 1 and 2). */

export const optionalPurposes = ["reminders", "offers"] as const;

export const myDataMessages = {
  careIsRequired:
    "Care and appointments cannot be withdrawn on its own: to stop it, delete your account.",
  notYours: "This consent is not on your account.",
  alreadyWithdrawn: "You have already withdrawn this consent.",
  alreadyGiven: "You have already given this consent.",
  wrongPassword: "That password is not right. Please try again.",
  passwordRequired: "Please enter your password to confirm.",
  alreadyScheduled: "Your account is already due to be deleted.",
  notScheduled: "Your account is not due to be deleted.",
} as const;

export const consentIdSchema = z.object({ consentId: z.uuid(myDataMessages.notYours) });
export const givePurposeSchema = z.object({
  purpose: z.enum(optionalPurposes, { error: myDataMessages.careIsRequired }),
});
export const deleteAccountSchema = z.object({
  password: z
    .string({ error: myDataMessages.passwordRequired })
    .check(
      z.minLength(1, myDataMessages.passwordRequired),
      z.maxLength(200, myDataMessages.wrongPassword),
    ),
});
export const emptySchema = z.object({});
