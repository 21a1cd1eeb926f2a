// The largest request body a server action accepts, shared by next.config.mjs (Next.js's own
// limit), scripts/serve.mjs (which answers a larger one with 413 and a message before Next.js reads
// it) and the forms (which show that message). Plain JavaScript with no imports: the server script
// loads it directly and it ships in the booking form's bundle.
//
// Why serve.mjs answers first: Next.js 15.5 turns its own "Body exceeded" error into an HTTP 500
// whose message the browser never sees, so the form could only say "try again later".

/**
 * 6 MB: a doctor's report or prescription may be 5 MB (lib/reports.ts MAX_REPORT_BYTES), sent as
 * multipart form data with its title and appointment, and the form's own check answers a file
 * just over 5 MB in words before this limit is reached. (Article images, at 2 MB, needed 3 MB;
 * Next.js's default of 1 MB refused both.) Every other form's fields are far smaller and limited by
 * their schemas. nginx's client_max_body_size (deploy/nginx.conf) matches it.
 */
export const SERVER_ACTION_BODY_LIMIT_BYTES = 6 * 1024 * 1024;

/** The 413's text; Next.js's client hands a text/plain error body to the caller as the message. */
export const BODY_TOO_LARGE_MESSAGE =
  "What you sent is too large for us to receive (over 6 MB). Please shorten it and try again.";

/** True for a server action's POST that declares a body over the limit. */
export function actionBodyTooLarge(method, headers) {
  if (method !== "POST" || !headers["next-action"]) return false;
  const length = Number(headers["content-length"]);
  return Number.isFinite(length) && length > SERVER_ACTION_BODY_LIMIT_BYTES;
}
