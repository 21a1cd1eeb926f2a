"use client";

import dynamic from "next/dynamic";

/**
 * The signed-in areas' Toaster, loaded after the page. Importing it statically in the areas'
 * layout put the toast library into the chunk group that also carries the shared header, and
 * Next then sent it with every public page (~9 kB gzip). Toasts raised before it mounts are
 * replayed by sonner when it does.
 */
export const LazyToaster = dynamic(
  () => import("@/components/ui/sonner").then((mod) => mod.Toaster),
  { ssr: false },
);
