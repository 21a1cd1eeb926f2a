import type { Metadata } from "next";
import { ShieldCheck } from "lucide-react";
import type { Locale } from "@/content/i18n";
import { IntentLink as Link } from "@/components/ui/intent-link";
import { Breadcrumb } from "@/components/layout/breadcrumb";
import { LinkRequestForm } from "@/components/auth/link-request-form";
import { DeletionConfirm } from "@/components/privacy/deletion-confirm";
import { Card, CardContent } from "@/components/ui/card";
import { requestBookingDeletionLink } from "@/lib/actions/privacy";
import { bookingDeletionCopy } from "@/lib/i18n/localized";
import { localHref } from "@/lib/i18n/locale-routes";
import { localePath } from "@/content/i18n";
import { pageAlternates } from "@/lib/seo/page-metadata";

/**
 * Her right to erasure when she booked without an account (DPDP Act 2023, section 12), in
 * English at /delete-my-booking and in Hindi at /hi/delete-my-booking: the page that asks for
 * her e-mail, and the page its one-time link opens.
 */
export function DeleteMyBookingView({ locale }: { locale: Locale }) {
  const words = bookingDeletionCopy(locale).deletionPage;
  return (
    <>
      <Breadcrumb pathname="/delete-my-booking" current={words.title} locale={locale} />
      <div className="mx-auto max-w-2xl space-y-6 px-4 py-10">
        <div>
          <h1 className="text-3xl font-bold tracking-tight">{words.title}</h1>
          <p className="text-muted-foreground mt-3">{words.intro}</p>
        </div>
        <Card>
          <CardContent>
            <LinkRequestForm
              id="deletion-email"
              label={words.emailLabel}
              description={words.emailDescription}
              submitLabel={words.submit}
              send={requestBookingDeletionLink}
              locale={locale === "en" ? undefined : locale}
              words={{ sending: words.sending, networkError: words.networkError }}
            />
          </CardContent>
        </Card>
        <p className="text-muted-foreground flex gap-2 text-sm">
          <ShieldCheck aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          <span>
            {words.accountNote}{" "}
            <Link
              href={localHref(locale, "/privacy-policy")}
              className="text-primary underline underline-offset-4"
            >
              {words.privacyLink}
            </Link>
            {words.accountNoteEnd}
          </span>
        </p>
      </div>
    </>
  );
}

/** Where the one-time link lands. Opening it erases nothing: she confirms with the button. */
export function ConfirmDeletionView({
  locale,
  token,
}: {
  locale: Locale;
  token: string | string[] | undefined;
}) {
  const words = bookingDeletionCopy(locale).deletionConfirmPage;
  return (
    <div className="mx-auto max-w-2xl space-y-6 px-4 py-10">
      <h1 className="text-3xl font-bold tracking-tight">{words.title}</h1>
      {typeof token === "string" && token !== "" ? (
        <>
          <p className="text-muted-foreground">{words.explain}</p>
          <DeletionConfirm
            token={token}
            locale={locale}
            words={words}
            newLinkHref={localePath(locale, "/delete-my-booking")}
          />
        </>
      ) : (
        <p role="status">{words.incomplete}</p>
      )}
    </div>
  );
}

/** Both pages' titles and addresses in a language. */
export function deleteMyBookingMetadata(locale: Locale): Metadata {
  const { title, description } = bookingDeletionCopy(locale).deletionPage;
  return { title, description, alternates: pageAlternates(locale, "/delete-my-booking") };
}

export function confirmDeletionMetadata(locale: Locale): Metadata {
  return {
    title: bookingDeletionCopy(locale).deletionConfirmPage.title,
    robots: { index: false, follow: false },
  };
}
