"use client";

import { useEffect, useState } from "react";

/**
 * Share: the device's own share sheet with title, excerpt and address; where there is none,
 * the address is copied and a small notice says so. No toast library: article pages stay light.
 */
export function ShareButton({
  title,
  text,
  path,
  className,
  icon,
}: {
  title: string;
  text: string;
  path: string;
  className: string;
  icon: React.ReactNode;
}) {
  const [notice, setNotice] = useState<string | null>(null);

  useEffect(() => {
    if (!notice) return;
    const timer = window.setTimeout(() => setNotice(null), 4000);
    return () => window.clearTimeout(timer);
  }, [notice]);

  async function share() {
    const url = new URL(path, window.location.origin).toString();
    if (typeof navigator.share === "function") {
      try {
        await navigator.share({ title, text, url });
        return;
      } catch (error) {
        // She closed the share sheet: nothing to do.
        if (error instanceof DOMException && error.name === "AbortError") return;
      }
    }
    try {
      await navigator.clipboard.writeText(url);
      setNotice("Link copied to your clipboard");
    } catch {
      setNotice(`Copy this link to share: ${url}`);
    }
  }

  return (
    <>
      <button type="button" onClick={share} className={className}>
        {icon}
        Share
      </button>
      <div
        role="status"
        aria-live="polite"
        className={
          notice
            ? "bg-popover text-popover-foreground fixed inset-x-4 bottom-20 z-50 mx-auto max-w-sm rounded-xl border px-4 py-3 text-sm shadow-lg md:right-6 md:bottom-6 md:left-auto"
            : "sr-only"
        }
      >
        {notice}
      </div>
    </>
  );
}
