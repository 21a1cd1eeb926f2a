"use client";

import Link from "next/link";
import { SearchX } from "lucide-react";
import { EmptyState } from "@/components/dashboard/empty-state";
import { buttonVariants } from "@/components/ui/button";

/**
 * A detail that is not there for her (an id that is not hers, a request erased at the patient's
 * request): said inside the dashboard, with its tabs still in reach. The same words whether the
 * row does not exist or is someone else's, so an id reveals nothing. A client component: Next.js
 * sends every not-found boundary inside every page of its area.
 */
export function TabNotFound({
  backHref,
  backLabel,
  words,
}: {
  backHref: string;
  backLabel: string;
  /** The notice in the reader's language (a patient's Hindi dashboard); English by default. */
  words?: { title: string; body: string };
}) {
  return (
    <EmptyState
      icon={SearchX}
      title={words?.title ?? "This is not available"}
      action={
        <Link href={backHref} className={buttonVariants({ variant: "outline" })}>
          {backLabel}
        </Link>
      }
    >
      {words?.body ?? "It may have been removed, or it is not among the records you look after."}
    </EmptyState>
  );
}
