import type { Metadata } from "next";
import { headers } from "next/headers";
import { redirect } from "next/navigation";
import { localePath, type Locale } from "@/content/i18n";
import { accountCopy, accountLanguage } from "@/lib/i18n/account-copy";
import { requestPasswordResetLink } from "@/lib/actions/password-reset";
import { requestEmailVerificationLink } from "@/lib/actions/email-verification";
import { areas, homeAreaFor } from "@/lib/auth/permissions";
import { checkResetLink } from "@/lib/auth/password-reset";
import { checkVerificationLink } from "@/lib/auth/email-verification";
import { getSessionUser } from "@/lib/auth/session";
import { pageAlternates } from "@/lib/seo/page-metadata";
import { patientCopy } from "@/lib/i18n/patient-copy";
import { signInErrorMessage } from "@/lib/validations/auth-messages";
import { IntentLink as Link } from "@/components/ui/intent-link";
import { Card, CardContent } from "@/components/ui/card";
import { sameSitePath } from "@/components/auth/callback-url";
import { ConfirmEmailForm, type ConfirmEmailWords } from "@/components/auth/confirm-email-form";
import { LinkRequestForm } from "@/components/auth/link-request-form";
import { ResetPasswordForm, type ResetPasswordWords } from "@/components/auth/reset-password-form";
import { SignInCard, type SignInCardWords } from "@/components/auth/sign-in-card";

/*
 * The account pages, in English at /sign-in, /sign-up, /forgot-password, /reset-password and
 * /verify-email, and in Hindi at the same addresses under /hi. One view per page, its words from
 * lib/i18n/account-copy.ts; the forms are the English ones, handed their words as data on a Hindi page
 * (English pages pass nothing and keep their words in the forms' own bundle).
 */

export type SearchParams = Promise<Record<string, string | string[] | undefined>>;

function single(value: string | string[] | undefined): string | undefined {
  return typeof value === "string" ? value : undefined;
}

/** Each page's title, unindexed; the switch names the other language's page. */
export function accountPageMetadata(
  locale: Locale,
  page: "sign-in" | "sign-up" | "forgot-password" | "reset-password" | "verify-email",
): Metadata {
  const words = accountCopy(locale).accountPages;
  const titles = {
    "sign-in": words.signInMeta,
    "sign-up": words.signUpMeta,
    "forgot-password": words.forgot.title,
    "reset-password": words.reset.title,
    "verify-email": words.verify.title,
  } as const;
  return {
    title: titles[page],
    robots: { index: false, follow: false },
    alternates: pageAlternates(locale, `/${page}`),
  };
}

/** The card's words for a page that is not in English; nothing for an English one. */
function cardWords(locale: Locale): SignInCardWords | undefined {
  if (locale === "en") return undefined;
  const { signInCardWords, authWords } = accountCopy(locale);
  return {
    locale,
    card: signInCardWords,
    messages: authWords,
    links: { forgot: localePath(locale, "/forgot-password"), home: localePath(locale, "/home") },
  };
}

/** This request's own origin, to tell a same-site callbackUrl from someone else's. */
async function requestOrigin(): Promise<string> {
  const list = await headers();
  const host = list.get("host") ?? "localhost";
  const proto = list.get("x-forwarded-proto")?.split(",")[0]?.trim() === "https" ? "https" : "http";
  return `${proto}://${host}`;
}

/**
 * Sign-in, or sign-up (the same card, opened on its other side). Dynamic on purpose: it reads
 * the session to send a signed-in visitor straight on.
 */
export async function SignInView({
  locale,
  mode,
  searchParams,
}: {
  locale: Locale;
  mode: "sign-in" | "sign-up";
  searchParams: SearchParams;
}) {
  const params = await searchParams;
  const callbackUrl = single(params.callbackUrl);

  const user = await getSessionUser();
  if (user) {
    redirect(
      sameSitePath(callbackUrl, await requestOrigin()) ?? areas[homeAreaFor(user.role)].path,
    );
  }

  // next-auth sends people here with ?error=… when a sign-in fails outside this card.
  const error = single(params.error);
  const initialError = error
    ? signInErrorMessage(error, accountLanguage(locale).messages.auth)
    : undefined;

  return (
    <section className="relative overflow-hidden">
      <div
        aria-hidden="true"
        className="bg-secondary absolute -top-32 -right-32 size-[24rem] rounded-full opacity-70 blur-3xl"
      />
      <div
        aria-hidden="true"
        className="bg-trust-soft absolute -bottom-40 -left-24 size-[20rem] rounded-full opacity-80 blur-3xl"
      />
      <div className="relative mx-auto flex max-w-md flex-col items-center px-4 py-10 md:py-16">
        <SignInCard
          after={{ kind: "navigate", callbackUrl }}
          initialMode={mode}
          initialError={initialError}
          words={cardWords(locale)}
        />
      </div>
    </section>
  );
}

/** Asks for a one-time link by e-mail, in the page's language: the server answers in it too. */
function EmailLinkForm({
  id,
  locale,
  words,
  send,
}: {
  id: string;
  locale: Locale;
  words: { emailLabel: string; emailDescription: string; submit: string };
  send: React.ComponentProps<typeof LinkRequestForm>["send"];
}) {
  const { accountPages, authWords } = accountCopy(locale);
  return (
    <LinkRequestForm
      id={id}
      label={words.emailLabel}
      description={words.emailDescription}
      submitLabel={words.submit}
      send={send}
      locale={locale === "en" ? undefined : locale}
      words={{ sending: accountPages.sending, networkError: authWords.networkError }}
    />
  );
}

/** 'Forgot password?' from the sign-in card: she asks for a one-time link by e-mail. */
export function ForgotPasswordView({ locale }: { locale: Locale }) {
  const words = accountCopy(locale).accountPages.forgot;
  return (
    <div className="mx-auto max-w-md space-y-6 px-4 py-10 md:py-16">
      <div>
        <h1 className="text-3xl font-bold tracking-tight">{words.title}</h1>
        <p className="text-muted-foreground mt-3">{words.intro}</p>
      </div>
      <Card>
        <CardContent>
          <EmailLinkForm
            id="forgot-email"
            locale={locale}
            words={words}
            send={requestPasswordResetLink}
          />
        </CardContent>
      </Card>
      <p className="text-muted-foreground text-sm">
        {words.remembered}{" "}
        <Link
          href={localePath(locale, "/sign-in")}
          className="text-primary underline underline-offset-4"
        >
          {words.backToSignIn}
        </Link>
      </p>
    </div>
  );
}

/**
 * Where the one-time link lands. Opening it changes nothing: it says at once whether the link
 * still works, and the password changes only when she saves a new one.
 */
export async function ResetPasswordView({
  locale,
  searchParams,
}: {
  locale: Locale;
  searchParams: SearchParams;
}) {
  const { token } = await searchParams;
  const copy = accountCopy(locale);
  const words = copy.accountPages.reset;
  const schema = accountLanguage(locale).schemas.passwordReset.reset;
  const wellFormed = schema.shape.token.safeParse(token);
  const problem = wellFormed.success
    ? await checkResetLink(wellFormed.data, new Date(), locale)
    : copy.accountPages.incomplete;
  const formWords: ResetPasswordWords | undefined =
    locale === "en"
      ? undefined
      : {
          locale,
          page: words,
          showPassword: copy.signInCardWords.showPassword,
          messages: copy.authWords,
          answers: copy.accountAnswers.reset,
          signInHref: localePath(locale, "/sign-in"),
        };

  return (
    <div className="mx-auto max-w-md space-y-6 px-4 py-10 md:py-16">
      <h1 className="text-3xl font-bold tracking-tight">{words.title}</h1>
      {problem || !wellFormed.success ? (
        <div className="space-y-4">
          <p role="status">{problem}</p>
          <Link
            href={localePath(locale, "/forgot-password")}
            className="text-primary underline underline-offset-4"
          >
            {words.newLink}
          </Link>
        </div>
      ) : (
        <Card>
          <CardContent>
            <ResetPasswordForm token={wellFormed.data} words={formWords} />
          </CardContent>
        </Card>
      )}
    </div>
  );
}

/**
 * Where the link from sign-up lands. Opening it changes nothing (mail scanners open links too): it
 * says whether the link still works, and her address is confirmed when she presses the button.
 * A link that does not work, or no link at all, offers a new one.
 */
export async function VerifyEmailView({
  locale,
  searchParams,
}: {
  locale: Locale;
  searchParams: SearchParams;
}) {
  const { token } = await searchParams;
  const copy = accountCopy(locale);
  const words = copy.accountPages.verify;
  const schema = accountLanguage(locale).schemas.emailVerification.confirm;
  const wellFormed = schema.shape.token.safeParse(token);
  const problem =
    token === undefined
      ? null
      : wellFormed.success
        ? (await checkVerificationLink(wellFormed.data, new Date(), locale)).problem
        : copy.accountPages.incomplete;
  const formWords: ConfirmEmailWords | undefined =
    locale === "en"
      ? undefined
      : {
          locale,
          page: words,
          networkError: copy.authWords.networkError,
          linked: patientCopy(locale).appointmentAnswers.linkedBookings,
          signInHref: localePath(locale, "/sign-in"),
        };

  return (
    <div className="mx-auto max-w-md space-y-6 px-4 py-10 md:py-16">
      <h1 className="text-3xl font-bold tracking-tight">{words.title}</h1>
      {wellFormed.success && !problem ? (
        <Card>
          <CardContent>
            <ConfirmEmailForm token={wellFormed.data} words={formWords} />
          </CardContent>
        </Card>
      ) : (
        <div className="space-y-4">
          {problem ? <p role="status">{problem}</p> : null}
          <Card>
            <CardContent>
              <EmailLinkForm
                id="verify-email"
                locale={locale}
                words={words}
                send={requestEmailVerificationLink}
              />
            </CardContent>
          </Card>
        </div>
      )}
    </div>
  );
}
