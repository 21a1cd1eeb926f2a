"use client";

import * as React from "react";

/**
 * Nothing she typed is lost by accident: while `unsaved` is true, the browser asks before the page
 * goes away (a reload, a closed tab, an address typed in). Links inside the app are not covered:
 * the form's own Cancel asks for those.
 */
export function useLeaveGuard(unsaved: boolean): void {
  React.useEffect(() => {
    if (!unsaved) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener("beforeunload", warn);
    return () => window.removeEventListener("beforeunload", warn);
  }, [unsaved]);
}
