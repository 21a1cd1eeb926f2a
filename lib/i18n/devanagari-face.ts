/**
 * When the Hindi pages draw their text in the self-hosted Devanagari face (app/fonts.ts).
 *
 * Not on the first Hindi page a browser opens: there the text is drawn at once in the phone's own
 * Devanagari (on Android that is Noto Sans Devanagari already), and the face's 120 kB are fetched
 * only after the page has loaded, so they never compete with the page's own HTML, CSS and script
 * on a slow connection. From the next page on, the face comes from the browser's cache and is used
 * from the first paint: this script, inline before the Hindi content, marks the document before
 * anything is drawn, so text never changes face on screen.
 *
 * The mark is a localStorage entry, never sent anywhere. A browser without it (or without scripts)
 * keeps the phone's own face, which reads the same words.
 */
export const devanagariFaceKey = "saheli-devanagari-face";

/** Run inline, before the Hindi content is parsed. */
export const devanagariFaceScript = `try{localStorage.getItem("${devanagariFaceKey}")&&(document.documentElement.dataset.face="devanagari")}catch(e){}`;

/**
 * The script's hash, for the pages served with a nonce policy (lib/server/csp.ts), where an inline script
 * runs only if the policy names it. tests/unit/devanagari-face.test.ts checks it against the text.
 */
export const devanagariFaceScriptHash = "'sha256-fPQi2nwgOR6SZ7eWTVGkOKcd8GX0RrjwKEBzmvrBwA4='";
