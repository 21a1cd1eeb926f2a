"use client";

import { useEffect } from "react";

/**
 * The 404 page is pre-rendered once for every unknown path, so the server never sees which one
 * was missed; the page reports it to /api/not-found, which logs it.
 */
export function ReportMissedPath() {
  useEffect(() => {
    const path = window.location.pathname + window.location.search;
    const body = new Blob([JSON.stringify({ path })], { type: "application/json" });
    if (!navigator.sendBeacon?.("/api/not-found", body)) {
      void fetch("/api/not-found", { method: "POST", body, keepalive: true }).catch(() => {});
    }
  }, []);
  return null;
}
