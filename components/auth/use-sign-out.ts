"use client";

import * as React from "react";
import { useRouter } from "next/navigation";
import {
  announceAccountError,
  signOutOfAccount,
  type AccountToastText,
} from "@/components/auth/account-store";

/** The toasts of signing out, rendered on the server (see signOutTexts in sign-out-texts.ts). */
export type SignOutTexts = {
  signedOut: AccountToastText;
  signedOutEverywhere: AccountToastText;
  failed: AccountToastText;
};

/**
 * Signing out from anywhere (the header menu, a pending or suspended notice): no page load, the
 * 'Signed out successfully!' toast, then the public home page. A second tap while it runs is ignored.
 * `everywhere` ends her sessions on every device first ('Sign out of all devices').
 */
export function useSignOut(texts: SignOutTexts) {
  const router = useRouter();
  const [busy, setBusy] = React.useState(false);
  const inFlight = React.useRef(false);

  const signOut = React.useCallback(
    async (onSignedOut?: () => void, options: { everywhere?: boolean } = {}) => {
      if (inFlight.current) return;
      inFlight.current = true;
      setBusy(true);
      try {
        if (options.everywhere) {
          // Every other device first: if that fails she is still signed in here and can retry.
          const { signOutEverywhere } = await import("@/lib/actions/sessions");
          const ended = await signOutEverywhere();
          if (!ended.ok) throw new Error(ended.error);
        }
        await signOutOfAccount(options.everywhere ? texts.signedOutEverywhere : texts.signedOut);
        onSignedOut?.();
        router.push("/home");
      } catch {
        void announceAccountError(texts.failed);
      } finally {
        inFlight.current = false;
        setBusy(false);
      }
    },
    [router, texts],
  );

  return { signOut, busy };
}
