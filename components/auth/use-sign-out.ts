"use client";

import * as React from "react";
import { useRouter } from "next/navigation";
import {
  announceAccountError,
  signOutOfAccount,
  type AccountToastText,
} from "@/components/auth/account-store";
import { useSubmitOnce } from "@/components/ui/form";

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
  const { pending: busy, run } = useSubmitOnce();

  const signOut = React.useCallback(
    (onSignedOut?: () => void, options: { everywhere?: boolean } = {}): void =>
      run(async () => {
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
        }
      }),
    [router, run, texts],
  );

  return { signOut, busy };
}
