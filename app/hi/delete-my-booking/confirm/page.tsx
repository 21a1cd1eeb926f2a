import type { Metadata } from "next";
import {
  ConfirmDeletionView,
  confirmDeletionMetadata,
} from "@/components/privacy/booking-deletion-pages";

export const metadata: Metadata = confirmDeletionMetadata("hi");

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

/** The Hindi deletion mail's link lands here. */
export default async function HindiConfirmDeletionPage({
  searchParams,
}: {
  searchParams: SearchParams;
}) {
  const { token } = await searchParams;
  return <ConfirmDeletionView locale="hi" token={token} />;
}
