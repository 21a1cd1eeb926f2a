"use client";

import { LogOut } from "lucide-react";
import { useSignOut, type SignOutTexts } from "@/components/auth/use-sign-out";
import { Button, type ButtonProps } from "@/components/ui/button";

/** 'Sign out' as a button, for the notices a pending or suspended account sees. */
export function SignOutButton({
  variant = "outline",
  className,
  texts,
}: Pick<ButtonProps, "variant" | "className"> & { texts: SignOutTexts }) {
  const { signOut, busy } = useSignOut(texts);
  return (
    <Button
      type="button"
      variant={variant}
      className={className}
      disabled={busy}
      onClick={() => void signOut()}
    >
      <LogOut aria-hidden="true" />
      {busy ? "Signing out..." : "Sign out"}
    </Button>
  );
}
