import type { Metadata } from "next";
import { IntentLink as Link } from "@/components/ui/intent-link";
import { requestPasswordResetLink } from "@/lib/actions/password-reset";
import { LinkRequestForm } from "@/components/auth/link-request-form";
import { Card, CardContent } from "@/components/ui/card";

export const metadata: Metadata = {
  title: "Forgot your password?",
  robots: { index: false, follow: false },
};

/** 'Forgot password?' from the sign-in card: she asks for a one-time link by e-mail. */
export default function ForgotPasswordPage() {
  return (
    <div className="mx-auto max-w-md space-y-6 px-4 py-10 md:py-16">
      <div>
        <h1 className="text-3xl font-bold tracking-tight">Forgot your password?</h1>
        <p className="text-muted-foreground mt-3">
          Give the email you signed up with and we will send you a link to choose a new password.
        </p>
      </div>
      <Card>
        <CardContent>
          <LinkRequestForm
            id="forgot-email"
            label="Your account's email"
            description="We send a link to this address. Your password stays as it is until you choose a new one."
            submitLabel="Send me a link"
            send={requestPasswordResetLink}
          />
        </CardContent>
      </Card>
      <p className="text-muted-foreground text-sm">
        Remembered it?{" "}
        <Link href="/sign-in" className="text-primary underline underline-offset-4">
          Back to sign in
        </Link>
      </p>
    </div>
  );
}
