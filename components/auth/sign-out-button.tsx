"use client";

import { LogOut } from "lucide-react";
import { useSignOut, type SignOutTexts } from "@/components/auth/use-sign-out";
import { Button, type ButtonProps } from "@/components/ui/button";

type SignOutWords = { signOut: string; signingOut: string; signOutEverywhere: string };

const englishWords: SignOutWords = {
  signOut: "Sign out",
  signingOut: "Signing out...",
  signOutEverywhere: "Sign out of all devices",
};

/**
 * 'Sign out' as a button, for the notices a pending or suspended account sees; with `everywhere`,
 * 'Sign out of all devices' for her profile.
 */
export function SignOutButton({
  variant = "outline",
  className,
  texts,
  everywhere = false,
  words = englishWords,
}: Pick<ButtonProps, "variant" | "className"> & {
  texts: SignOutTexts;
  everywhere?: boolean;
  /** The button's words in the page's language (chromeCopy(locale).account); English by default. */
  words?: SignOutWords;
}) {
  const { signOut, busy } = useSignOut(texts);
  return (
    <Button
      type="button"
      variant={variant}
      className={className}
      disabled={busy}
      onClick={() => signOut(undefined, { everywhere })}
    >
      <LogOut aria-hidden="true" />
      {busy ? words.signingOut : everywhere ? words.signOutEverywhere : words.signOut}
    </Button>
  );
}
