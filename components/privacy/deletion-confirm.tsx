"use client";

import * as React from "react";
import Link from "next/link";
import { CircleCheck } from "lucide-react";
import type { deletionConfirmPage } from "@/content/booking-deletion";
import type { Copy, Locale } from "@/content/i18n";
import { confirmBookingDeletionLink } from "@/lib/actions/privacy";
import { Button } from "@/components/ui/button";

/**
 * The confirming press. A button, not the link itself: mail scanners and link previews open
 * links, and must not erase anything by doing so.
 */
export function DeletionConfirm({
  token,
  locale,
  words,
  newLinkHref,
}: {
  token: string;
  locale: Locale;
  words: Copy<typeof deletionConfirmPage>;
  newLinkHref: string;
}) {
  const [busy, setBusy] = React.useState(false);
  const [result, setResult] = React.useState<{ ok: boolean; text: string } | null>(null);

  async function confirm() {
    setBusy(true);
    try {
      const outcome = await confirmBookingDeletionLink({ token, locale });
      setResult(
        outcome.ok
          ? { ok: true, text: outcome.data.erased > 0 ? words.erased : words.nothingHeld }
          : { ok: false, text: outcome.error },
      );
    } catch {
      setResult({ ok: false, text: words.networkError });
    } finally {
      setBusy(false);
    }
  }

  if (result) {
    return (
      <div role="status" className="space-y-4">
        <p
          className={
            result.ok
              ? "bg-trust-soft text-trust flex gap-2 rounded-xl p-5"
              : "bg-destructive/10 text-destructive rounded-xl p-5"
          }
        >
          {result.ok ? <CircleCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0" /> : null}
          {result.text}
        </p>
        {result.ok ? null : (
          <Link
            href={newLinkHref}
            className="text-primary font-medium underline underline-offset-4"
          >
            {words.newLink}
          </Link>
        )}
      </div>
    );
  }
  return (
    <Button variant="destructive" onClick={confirm} disabled={busy}>
      {busy ? words.deleting : words.confirm}
    </Button>
  );
}
