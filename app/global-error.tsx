"use client";

import { clinicName, clinicPhone } from "@/content/contact";
import "./globals.css";

/**
 * The last resort: the root layout itself failed, so this renders the whole document with no
 * header, font or providers. Plain markup, a reload, the clinic's phone.
 */
export default function GlobalError({ error }: { error: Error & { digest?: string } }) {
  return (
    <html lang="en-IN">
      <body className="bg-background text-foreground min-h-dvh font-sans">
        <main className="mx-auto flex max-w-xl flex-col gap-4 px-4 py-16">
          <p className="text-primary text-xl font-bold">{clinicName}</p>
          <h1 className="text-2xl font-bold tracking-tight">This page didn’t load</h1>
          <p className="text-muted-foreground">
            Something went wrong on our side. Nothing you shared with us is lost. Please try again
            in a minute; for anything urgent, call us.
          </p>
          <div className="flex flex-col gap-3 sm:flex-row">
            {/* A full reload: nothing of the failed page can be reused. */}
            <a
              href=""
              className="bg-primary text-primary-foreground inline-flex min-h-11 items-center justify-center rounded-lg px-4 font-medium"
            >
              Try again
            </a>
            <a
              href={clinicPhone.href}
              className="text-primary inline-flex min-h-11 items-center font-medium underline underline-offset-4"
            >
              Call us on {clinicPhone.display}
            </a>
          </div>
          {error.digest ? (
            <p className="text-muted-foreground text-xs">Reference: {error.digest}</p>
          ) : null}
        </main>
      </body>
    </html>
  );
}
