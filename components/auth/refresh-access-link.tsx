"use client";

import { useState } from "react";

/**
 * Opens an area after her role changed a moment ago: asks next-auth to re-read her role into the
 * session cookie (POST /api/auth/session, the jwt callback's "update"), then goes to the area.
 * A full navigation, so middleware sees the new cookie.
 */
export function RefreshAccessLink({
  href,
  className,
  children,
}: {
  href: string;
  className: string;
  children: React.ReactNode;
}) {
  const [busy, setBusy] = useState(false);

  async function open(event: React.MouseEvent<HTMLAnchorElement>) {
    event.preventDefault();
    setBusy(true);
    try {
      const csrf = (await (await fetch("/api/auth/csrf", { cache: "no-store" })).json()) as {
        csrfToken?: string;
      };
      await fetch("/api/auth/session", {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ csrfToken: csrf.csrfToken, data: {} }),
      });
    } finally {
      // Whatever happened, the area's own guard decides on the database row.
      window.location.assign(href);
    }
  }

  return (
    <a href={href} onClick={open} aria-busy={busy} className={className}>
      {children}
    </a>
  );
}
