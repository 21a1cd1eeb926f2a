import type { Metadata } from "next";
import { DeletionConfirm } from "@/components/privacy/deletion-confirm";

export const metadata: Metadata = {
  title: "Confirm deletion",
  robots: { index: false, follow: false },
};

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

/** Where the one-time link lands. Opening it erases nothing: she confirms with the button. */
export default async function ConfirmDeletionPage({
  searchParams,
}: {
  searchParams: SearchParams;
}) {
  const { token } = await searchParams;
  return (
    <div className="mx-auto max-w-2xl space-y-6 px-4 py-10">
      <h1 className="text-3xl font-bold tracking-tight">Confirm deletion</h1>
      {typeof token === "string" && token !== "" ? (
        <>
          <p className="text-muted-foreground">
            Press the button to erase the details of the bookings made with your email address. This
            cannot be undone.
          </p>
          <DeletionConfirm token={token} />
        </>
      ) : (
        <p role="status">This link is not complete. Please open the full link from the email.</p>
      )}
    </div>
  );
}
