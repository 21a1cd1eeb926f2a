"use client";

import { LogOut } from "lucide-react";
import { useSignOut, type SignOutTexts } from "@/components/auth/use-sign-out";
import { Button, type ButtonProps } from "@/components/ui/button";

/**
 * 'Sign out' as a button, for the notices a pending or suspended account sees; with `everywhere`,
 * 'Sign out of all devices' for her profile.
 */
export function SignOutButton({
  variant = "outline",
  className,
  texts,
  everywhere = false,
}: Pick<ButtonProps, "variant" | "className"> & { texts: SignOutTexts; everywhere?: boolean }) {
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
      {busy ? "Signing out..." : everywhere ? "Sign out of all devices" : "Sign out"}
    </Button>
  );
}
