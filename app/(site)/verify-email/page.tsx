import type { Metadata } from "next";
import { requestEmailVerificationLink } from "@/lib/actions/email-verification";
import { checkVerificationLink } from "@/lib/auth/email-verification";
import { emailVerificationSchema } from "@/lib/validations/email-verification";
import { ConfirmEmailForm } from "@/components/auth/confirm-email-form";
import { LinkRequestForm } from "@/components/auth/link-request-form";
import { Card, CardContent } from "@/components/ui/card";

export const metadata: Metadata = {
  title: "Confirm your email",
  robots: { index: false, follow: false },
};

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

/**
 * Where the link from sign-up lands. Opening it changes nothing (mail scanners open links too): it
 * says whether the link still works, and her address is confirmed when she presses the button.
 * A link that does not work, or no link at all, offers a new one.
 */
export default async function VerifyEmailPage({ searchParams }: { searchParams: SearchParams }) {
  const { token } = await searchParams;
  const wellFormed = emailVerificationSchema.shape.token.safeParse(token);
  const problem =
    token === undefined
      ? null
      : wellFormed.success
        ? (await checkVerificationLink(wellFormed.data)).problem
        : "This link is not complete. Please open the full link from the email, or ask for a new one.";

  return (
    <div className="mx-auto max-w-md space-y-6 px-4 py-10 md:py-16">
      <h1 className="text-3xl font-bold tracking-tight">Confirm your email</h1>
      {wellFormed.success && !problem ? (
        <Card>
          <CardContent>
            <ConfirmEmailForm token={wellFormed.data} />
          </CardContent>
        </Card>
      ) : (
        <div className="space-y-4">
          {problem ? <p role="status">{problem}</p> : null}
          <Card>
            <CardContent>
              <LinkRequestForm
                id="verify-email"
                label="Your account's email"
                description="We send a new link to this address if its account still needs confirming."
                submitLabel="Send me a new link"
                send={requestEmailVerificationLink}
              />
            </CardContent>
          </Card>
        </div>
      )}
    </div>
  );
}
