"use client";

import { usePathname } from "next/navigation";
import { languageTags, localeOfPath } from "@/content/i18n";

/**
 * The <html> element, with the language of the page it holds: one root layout serves the English
 * and the Hindi pages, and only the address says which. Pre-rendered pages know their address at
 * build time, so the HTML a crawler or a screen reader gets already says lang="hi".
 */
export function Document({
  className,
  children,
}: {
  className: string;
  children: React.ReactNode;
}) {
  const pathname = usePathname();
  return (
    <html lang={languageTags[localeOfPath(pathname)].html} className={className}>
      {children}
    </html>
  );
}
