import type { Locale } from "@/content/i18n";
import { chromeCopy } from "@/lib/i18n/localized";
import { authMessages } from "@/lib/validations/auth-messages";
import type { SignOutTexts } from "@/components/auth/use-sign-out";

const hindiDone = {
  title: "हो गया",
  signedOut: "आप साइन आउट हो गई हैं।",
  everywhere: "आप सभी डिवाइस से साइन आउट हो गई हैं।",
};

/**
 * Built where the sign-out control is rendered on the server and passed down as a prop, so the
 * header's client code carries these four strings instead of the whole message table.
 */
export function signOutTextsFor(locale: Locale): SignOutTexts {
  const failed = {
    title: locale === "hi" ? "कुछ गड़बड़ हुई" : authMessages.errorTitle,
    description: chromeCopy(locale).signOutFailed,
  };
  if (locale === "hi") {
    return {
      signedOut: { title: hindiDone.title, description: hindiDone.signedOut },
      signedOutEverywhere: { title: hindiDone.title, description: hindiDone.everywhere },
      failed,
    };
  }
  return {
    signedOut: { title: authMessages.successTitle, description: authMessages.signedOut },
    signedOutEverywhere: {
      title: authMessages.successTitle,
      description: authMessages.signedOutEverywhere,
    },
    failed,
  };
}

/** The English texts, for the area guard's notices (pending, suspended). */
export const signOutTexts: SignOutTexts = signOutTextsFor("en");
