import { authMessages } from "@/lib/validations/auth-messages";
import type { SignOutTexts } from "@/components/auth/use-sign-out";

/**
 * Built where the sign-out control is rendered on the server and passed down as a prop, so the
 * header's client code carries these four strings instead of the whole message table.
 */
export const signOutTexts: SignOutTexts = {
  signedOut: { title: authMessages.successTitle, description: authMessages.signedOut },
  signedOutEverywhere: {
    title: authMessages.successTitle,
    description: authMessages.signedOutEverywhere,
  },
  failed: {
    title: authMessages.errorTitle,
    description: "We couldn't sign you out. Please check your connection and try again.",
  },
};
