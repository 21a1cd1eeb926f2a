import type { Metadata } from "next";
import { IntentLink as Link } from "@/components/ui/intent-link";
import { ShieldCheck } from "lucide-react";
import { siteConfig } from "@/content/site";
import { Breadcrumb } from "@/components/layout/breadcrumb";
import { requestBookingDeletionLink } from "@/lib/actions/privacy";
import { LinkRequestForm } from "@/components/auth/link-request-form";
import { Card, CardContent } from "@/components/ui/card";

export const metadata: Metadata = {
  title: "Delete my booking details",
  description: `Ask ${siteConfig.name} to erase the details of a consultation you booked without an account.`,
  alternates: { canonical: "/delete-my-booking" },
};

/** Her right to erasure when she booked without an account (DPDP Act 2023, section 12). */
export default function DeleteMyBookingPage() {
  return (
    <>
      <Breadcrumb pathname="/delete-my-booking" current="Delete my booking details" />
      <div className="mx-auto max-w-2xl space-y-6 px-4 py-10">
        <div>
          <h1 className="text-3xl font-bold tracking-tight">Delete my booking details</h1>
          <p className="text-muted-foreground mt-3">
            Booked a consultation without an account and want us to forget it? Give the email you
            booked with. We erase your name, contact details and what you told us; appointment
            records a clinic must keep by law stay, without your details.
          </p>
        </div>
        <Card>
          <CardContent>
            <LinkRequestForm
              id="deletion-email"
              label="The email you booked with"
              description="We send a link to this address. Nothing is deleted until you follow it and confirm."
              submitLabel="Send me the confirmation link"
              send={requestBookingDeletionLink}
            />
          </CardContent>
        </Card>
        <p className="text-muted-foreground flex gap-2 text-sm">
          <ShieldCheck aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          <span>
            Have an account? Sign in and use Delete my account on your privacy page instead. More in
            our{" "}
            <Link href="/privacy-policy" className="text-primary underline underline-offset-4">
              privacy policy
            </Link>
            .
          </span>
        </p>
      </div>
    </>
  );
}
