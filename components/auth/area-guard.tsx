import "server-only";

import Link from "next/link";
import { Clock, Phone, ShieldAlert, ShieldX } from "lucide-react";
import { siteConfig } from "@/content/site";
import { checkAreaAccess } from "@/lib/auth/session";
import { authMessages } from "@/lib/validations/auth-messages";
import { areas, homeAreaFor, type AreaId } from "@/lib/auth/permissions";
import { SignInCard } from "@/components/auth/sign-in-card";
import { SignOutButton } from "@/components/auth/sign-out-button";
import { signOutTexts } from "@/components/auth/sign-out-texts";
import { buttonVariants } from "@/components/ui/button";
import { cn } from "@/lib/utils";

const DENIED_TITLE = "Access Denied";
const DENIED_MESSAGE = "You don't have permission to access this page.";

/*
 * Blog management has its own gate copy; every other area uses
 * the guard's 'Access Denied - …' wording.
 */
const blogGate = {
  signedOutTitle: "Authentication Required",
  signedOutMessage: "Please log in to access the blog management system.",
  deniedTitle: "Access Restricted",
  deniedMessage:
    "Only medical professionals and administrators can access the blog management system.",
} as const;

function Notice({
  icon,
  title,
  tone = "destructive",
  children,
}: {
  icon: React.ReactNode;
  title: string;
  tone?: "destructive" | "warning";
  children: React.ReactNode;
}) {
  return (
    <div className="mx-auto max-w-xl px-4 py-12 md:py-16">
      <div className="bg-card rounded-xl border p-6 shadow-sm md:p-8">
        <div
          className={cn(
            "mb-4 flex size-12 items-center justify-center rounded-full",
            tone === "warning"
              ? "bg-warning-soft text-warning"
              : "bg-destructive/10 text-destructive",
          )}
        >
          {icon}
        </div>
        <h1 className="text-2xl font-bold tracking-tight text-balance">{title}</h1>
        <div className="mt-3 space-y-4">{children}</div>
      </div>
    </div>
  );
}

const linkButton = cn(buttonVariants({ variant: "outline" }), "w-full sm:w-auto");

function CallTheClinic() {
  return (
    <p className="text-muted-foreground text-sm">
      Questions? Call the clinic on{" "}
      <a
        href={siteConfig.phone.href}
        className="text-primary inline-flex min-h-11 items-center gap-1 font-medium underline underline-offset-4"
      >
        <Phone aria-hidden="true" className="size-4" />
        {siteConfig.phone.display}
      </a>
    </p>
  );
}

/**
 * The area's server-side gate, used by each area's layout: it reads
 * the session and the account's current role and status on every request, so the page behind it is
 * never rendered for someone who may not see it. Middleware only checks the prefix.
 */
export async function AreaGuard({ area, children }: { area: AreaId; children: React.ReactNode }) {
  const access = await checkAreaAccess(area);
  const isBlog = area === "blog-management";

  switch (access.state) {
    case "allowed":
      return <>{children}</>;

    case "signed-out":
      return (
        <div className="mx-auto flex max-w-md flex-col items-center gap-6 px-4 py-10 md:py-14">
          {isBlog ? (
            <div className="w-full text-center">
              <h1 className="text-2xl font-bold tracking-tight">{blogGate.signedOutTitle}</h1>
              <p className="text-muted-foreground mt-2">{blogGate.signedOutMessage}</p>
            </div>
          ) : null}
          <SignInCard after={{ kind: "refresh" }} headingLevel={isBlog ? 2 : 1} />
        </div>
      );

    case "denied": {
      const home = areas[homeAreaFor(access.user.role)];
      return (
        <Notice
          icon={<ShieldX aria-hidden="true" className="size-6" />}
          title={isBlog ? blogGate.deniedTitle : DENIED_TITLE}
        >
          {isBlog ? (
            <p>{blogGate.deniedMessage}</p>
          ) : (
            <p>
              {DENIED_MESSAGE}{" "}
              <span className="font-semibold">Required role: {access.requiredRole}</span>
            </p>
          )}
          <div className="flex flex-col gap-3 pt-2 sm:flex-row">
            <Link href={home.path} className={cn(buttonVariants(), "w-full sm:w-auto")}>
              Go to {home.title}
            </Link>
            <Link href="/home" className={linkButton}>
              Back to the home page
            </Link>
          </div>
        </Notice>
      );
    }

    case "pending":
      return (
        <Notice
          icon={<Clock aria-hidden="true" className="size-6" />}
          title={authMessages.pending}
          tone="warning"
        >
          <p>You can use this area as soon as the clinic has approved your account.</p>
          <CallTheClinic />
          <div className="flex flex-col gap-3 sm:flex-row">
            <SignOutButton texts={signOutTexts} className="w-full sm:w-auto" />
            <Link href="/home" className={linkButton}>
              Back to the home page
            </Link>
          </div>
        </Notice>
      );

    case "suspended":
      return (
        <Notice
          icon={<ShieldAlert aria-hidden="true" className="size-6" />}
          title={authMessages.suspended}
        >
          <CallTheClinic />
          <div className="flex flex-col gap-3 sm:flex-row">
            <SignOutButton texts={signOutTexts} className="w-full sm:w-auto" />
            <Link href="/home" className={linkButton}>
              Back to the home page
            </Link>
          </div>
        </Notice>
      );
  }
}
