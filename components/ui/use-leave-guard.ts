"use client";

import * as React from "react";

/**
 * Nothing she typed is lost by accident: while `unsaved` is true, the browser asks before the page
 * goes away (a reload, a closed tab, an address typed in). Links inside the app are not covered:
 * a form with a Cancel asks there itself. Used by the article editor and the message composer,
 * where a reload while a message is on its way would also cancel the send.
 */
export function useLeaveGuard(unsaved: boolean): void {
  React.useEffect(() => {
    if (!unsaved) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener("beforeunload", warn);
    return () => window.removeEventListener("beforeunload", warn);
  }, [unsaved]);
}
