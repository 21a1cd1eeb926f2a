import type { Metadata } from "next";
import { headers } from "next/headers";
import { redirect } from "next/navigation";
import { getSessionUser } from "@/lib/auth/session";
import { areas, homeAreaFor } from "@/lib/auth/permissions";
import { signInErrorMessage } from "@/lib/validations/auth-messages";
import { sameSitePath } from "@/components/auth/callback-url";
import { SignInCard } from "@/components/auth/sign-in-card";

export const metadata: Metadata = {
  title: "Sign in",
  robots: { index: false, follow: false },
};

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

function single(value: string | string[] | undefined): string | undefined {
  return typeof value === "string" ? value : undefined;
}

/** This request's own origin, to tell a same-site callbackUrl from someone else's. */
async function requestOrigin(): Promise<string> {
  const list = await headers();
  const host = list.get("host") ?? "localhost";
  const proto = list.get("x-forwarded-proto")?.split(",")[0]?.trim() === "https" ? "https" : "http";
  return `${proto}://${host}`;
}

/** Dynamic on purpose: it reads the session to send a signed-in visitor straight on. */
export default async function SignInPage({ searchParams }: { searchParams: SearchParams }) {
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
  const initialError = error ? signInErrorMessage(error) : undefined;

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
        <SignInCard after={{ kind: "navigate", callbackUrl }} initialError={initialError} />
      </div>
    </section>
  );
}
