import type { Metadata } from "next";
import {
  ConfirmDeletionView,
  confirmDeletionMetadata,
} from "@/components/privacy/booking-deletion-pages";

export const metadata: Metadata = confirmDeletionMetadata("en");

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

/** Where the one-time link lands; in Hindi at /hi/delete-my-booking/confirm. */
export default async function ConfirmDeletionPage({
  searchParams,
}: {
  searchParams: SearchParams;
}) {
  const { token } = await searchParams;
  return <ConfirmDeletionView locale="en" token={token} />;
}
