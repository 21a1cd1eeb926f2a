"use client";

import { useEffect } from "react";
import { devanagariFaceKey, devanagariFaceScript } from "@/lib/i18n/devanagari-face";

/** How long after the load the face is fetched (then when the browser is idle). */
const afterLoadMs = 3_000;

/**
 * The Hindi pages' face (lib/i18n/devanagari-face.ts): the inline mark that picks it before the first
 * paint when the browser already has it, and, when it does not, a fetch of the face a few seconds
 * after the page has loaded, when the browser is idle. The fetched face is not applied to this
 * page (its text would move); the mark makes the next page use it.
 */
export function DevanagariFace({ family }: { family: string }) {
  useEffect(() => {
    if (document.documentElement.dataset.face === "devanagari") return;
    let idle: number | undefined;
    let wait: number | undefined;
    const fetchFace = () => {
      // Loads the face the page's CSS declares; no text uses it until the mark is set. Only the
      // face itself: its metric-matched fallback is a local() face that may not be installed.
      const face = family.split(",")[0] ?? family;
      document.fonts.load(`1em ${face}`, "अ").then(
        (faces) => {
          if (faces.length === 0) return;
          try {
            localStorage.setItem(devanagariFaceKey, "1");
          } catch {
            // Storage blocked: every page keeps the phone's own face.
          }
        },
        () => undefined,
      );
    };
    // A few seconds after the load, then when idle: the page's own link prefetches and a slow
    // phone's late paints go first, and the face never counts towards her first view.
    const whenIdle = () => {
      wait = window.setTimeout(() => {
        idle =
          typeof requestIdleCallback === "function"
            ? requestIdleCallback(fetchFace, { timeout: 5_000 })
            : window.setTimeout(fetchFace, 1_000);
      }, afterLoadMs);
    };
    if (document.readyState === "complete") whenIdle();
    else window.addEventListener("load", whenIdle, { once: true });
    return () => {
      window.removeEventListener("load", whenIdle);
      window.clearTimeout(wait);
      if (idle === undefined) return;
      if (typeof cancelIdleCallback === "function") cancelIdleCallback(idle);
      else window.clearTimeout(idle);
    };
  }, [family]);

  // Runs as the HTML is parsed, before the Hindi content after it is drawn. React leaves it alone
  // on the client: a page reached by a link keeps the face its document started with.
  return <script dangerouslySetInnerHTML={{ __html: devanagariFaceScript }} />;
}
