"use client";

import * as React from "react";
import Link from "next/link";
import { signInCardWords } from "@/content/auth";
import type { Copy, Locale } from "@/content/i18n";
import { authMessages, authMessagesIn, type AuthWords } from "@/lib/validations/auth-messages";
import {
  authSchemasFor,
  signInSchema,
  signUpMessagePriority,
  signUpSchema,
} from "@/lib/validations/auth";
import type { AfterSignIn, CardLanguage } from "@/components/auth/form-parts";
import { SignInForm } from "@/components/auth/sign-in-form";
import { SignUpForm } from "@/components/auth/sign-up-form";
import { Card, CardContent, CardDescription, CardHeader } from "@/components/ui/card";

type Mode = "sign-in" | "sign-up";

/**
 * The card's words in a language other than English, from its page (content/hi/auth.ts): strings
 * only, so they cross to the browser as data and an English page ships none of them.
 */
export type SignInCardWords = {
  locale: Locale;
  card: Copy<typeof signInCardWords>;
  messages: AuthWords;
  /** 'Forgot password?' and the pending notice's way home, in the page's language. */
  links: { forgot: string; home: string };
};

const english: CardLanguage = {
  locale: "en",
  card: signInCardWords,
  m: authMessages,
  schemas: { signInSchema, signUpSchema, signUpMessagePriority },
  links: { forgot: "/forgot-password", home: "/home" },
};

function useCardLanguage(words: SignInCardWords | undefined): CardLanguage {
  return React.useMemo(() => {
    if (!words) return english;
    const m = authMessagesIn(words.messages);
    return {
      locale: words.locale,
      card: words.card,
      m,
      schemas: authSchemasFor(m),
      links: words.links,
    };
  }, [words]);
}

function PendingNotice({ language }: { language: CardLanguage }) {
  return (
    <div role="status" className="bg-warning-soft text-warning space-y-2 rounded-lg p-4 text-sm">
      <p className="font-semibold">{language.m.pending}</p>
      <p className="text-foreground">{language.card.pendingNote}</p>
      <Link
        href={language.links.home}
        className="text-primary inline-flex min-h-11 items-center font-medium underline underline-offset-4"
      >
        {language.card.backHome}
      </Link>
    </div>
  );
}

/**
 * The sign-in / sign-up card, one toggle between them: on /sign-in, and in place of a protected
 * page when nobody is signed in. Its toasts go to the header's account Toaster, which (unlike a
 * Toaster beside the card) is still there on the page she lands on afterwards.
 */
export function SignInCard({
  after,
  headingLevel = 1,
  initialMode = "sign-in",
  initialError,
  words,
}: {
  after: AfterSignIn;
  headingLevel?: 1 | 2;
  initialMode?: Mode;
  /** A sign-in failure reported in the URL (next-auth's `?error=`). */
  initialError?: string;
  /** The card's words on a page that is not in English. */
  words?: SignInCardWords;
}) {
  const language = useCardLanguage(words);
  const { card } = language;
  const [mode, setMode] = React.useState<Mode>(initialMode);
  const [pending, setPending] = React.useState(false);
  // The e-mail she typed follows her across the toggle.
  const [email, setEmail] = React.useState("");
  const headingRef = React.useRef<HTMLHeadingElement>(null);
  const toggled = React.useRef(false);

  React.useEffect(() => {
    // After the toggle or a pending sign-up, move focus (and the view) to the heading, so a screen
    // reader hears the change and a phone shows the card's new top rather than the old form's end.
    if (toggled.current || pending) headingRef.current?.focus();
  }, [mode, pending]);

  const toggle = () => {
    toggled.current = true;
    setMode((current) => (current === "sign-in" ? "sign-up" : "sign-in"));
  };

  const Heading = headingLevel === 1 ? "h1" : "h2";
  const signingIn = mode === "sign-in";

  return (
    <Card className="w-full max-w-md gap-5">
      <CardHeader>
        {/* Not CardTitle: its text-lg would fight this heading's size. */}
        <Heading
          ref={headingRef}
          tabIndex={-1}
          className="scroll-mt-24 text-2xl leading-snug font-bold tracking-tight outline-none"
        >
          {pending ? card.pendingTitle : signingIn ? card.signInTitle : card.signUpTitle}
        </Heading>
        <CardDescription>
          {pending
            ? card.pendingDescription
            : signingIn
              ? card.signInDescription
              : card.signUpDescription}
        </CardDescription>
      </CardHeader>
      <CardContent className="space-y-5">
        {pending ? (
          <PendingNotice language={language} />
        ) : signingIn ? (
          <SignInForm
            after={after}
            email={email}
            onEmailChange={setEmail}
            initialError={initialError}
            language={language}
          />
        ) : (
          <SignUpForm
            after={after}
            email={email}
            onEmailChange={setEmail}
            onPending={() => setPending(true)}
            language={language}
          />
        )}
        {pending ? null : (
          <p className="text-muted-foreground text-center text-sm">
            {signingIn ? card.newHere : card.haveAccount}{" "}
            <button
              type="button"
              onClick={toggle}
              className="text-primary decoration-primary/40 hover:decoration-primary inline-flex min-h-11 cursor-pointer items-center font-semibold underline underline-offset-4"
            >
              {signingIn ? card.toSignUp : card.toSignIn}
            </button>
          </p>
        )}
      </CardContent>
    </Card>
  );
}
