import type { Metadata } from "next";
import { IntentLink as Link } from "@/components/ui/intent-link";
import { checkResetLink } from "@/lib/auth/password-reset";
import { passwordResetSchema } from "@/lib/validations/password-reset";
import { ResetPasswordForm } from "@/components/auth/reset-password-form";
import { Card, CardContent } from "@/components/ui/card";

export const metadata: Metadata = {
  title: "Choose a new password",
  robots: { index: false, follow: false },
};

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

/**
 * Where the one-time link lands. Opening it changes nothing: it says at once whether the link
 * still works, and the password changes only when she saves a new one.
 */
export default async function ResetPasswordPage({ searchParams }: { searchParams: SearchParams }) {
  const { token } = await searchParams;
  const wellFormed = passwordResetSchema.shape.token.safeParse(token);
  const problem = wellFormed.success
    ? await checkResetLink(wellFormed.data)
    : "This link is not complete. Please open the full link from the email, or ask for a new one.";

  return (
    <div className="mx-auto max-w-md space-y-6 px-4 py-10 md:py-16">
      <h1 className="text-3xl font-bold tracking-tight">Choose a new password</h1>
      {problem || !wellFormed.success ? (
        <div className="space-y-4">
          <p role="status">{problem}</p>
          <Link href="/forgot-password" className="text-primary underline underline-offset-4">
            Ask for a new link
          </Link>
        </div>
      ) : (
        <Card>
          <CardContent>
            <ResetPasswordForm token={wellFormed.data} />
          </CardContent>
        </Card>
      )}
    </div>
  );
}
