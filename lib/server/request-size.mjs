// What a server action's body must be before Next.js reads it, shared by next.config.mjs (Next.js's
// own limit), scripts/serve.mjs (which answers a body over the limit with 413, and one that cannot
// be an action's with 400, before Next.js reads it) and the forms (which show those messages).
// Plain JavaScript with no imports: the server script loads it directly and it ships in the
// booking form's bundle.
//
// Why serve.mjs answers first: Next.js 15.5 turns its own "Body exceeded" error, and a body its
// decoder cannot parse, into an HTTP 500 whose message the browser never sees (so the form could
// only say "try again later") and an error line in the log for what is the sender's mistake.

/**
 * 6 MB: a doctor's report or prescription may be 5 MB (lib/appointments/reports.ts MAX_REPORT_BYTES), sent as
 * multipart form data with its title and appointment, and the form's own check answers a file
 * just over 5 MB in words before this limit is reached. (Article images, at 2 MB, needed 3 MB;
 * Next.js's default of 1 MB refused both.) Every other form's fields are far smaller and limited by
 * their schemas. nginx's client_max_body_size (deploy/nginx.conf) matches it.
 */
export const SERVER_ACTION_BODY_LIMIT_BYTES = 6 * 1024 * 1024;

/** The 413's text; Next.js's client hands a text/plain error body to the caller as the message. */
export const BODY_TOO_LARGE_MESSAGE =
  "What you sent is too large for us to receive (over 6 MB). Please shorten it and try again.";

/** The 400's text, for a body no form of ours sends (a damaged or hand-made request). */
export const BODY_UNREADABLE_MESSAGE =
  "What you sent could not be read. Please reload the page and try again.";

/**
 * What serve.mjs does with a request's body before Next.js sees it:
 * - "pass": not something Next.js reads as an action (a GET, a route handler's JSON), or a
 *   multipart body of a declared size within the limit: handed on untouched;
 * - "too-large": a possible action that declares a body over the limit: 413 at once;
 * - "read": a possible action sent without a length (chunked): read here, up to the limit, so one
 *   over it gets the same 413 instead of Next.js's 500;
 * - "read-json": a script's action call whose arguments came as text (React's encodeReply gives
 *   JSON when there is no file): read here, up to the limit, and refused with 400 unless it is
 *   JSON, which Next.js would otherwise fail to decode with a 500.
 * Next.js treats a POST as a possible action when it names one (Next-Action) or is a form post
 * (multipart or URL-encoded), whatever its path.
 */
export function actionBodyPlan(method, headers) {
  if (method !== "POST") return "pass";
  const type = String(headers["content-type"] ?? "").toLowerCase();
  const fetchAction = typeof headers["next-action"] === "string";
  const formPost =
    type.startsWith("multipart/form-data") || type === "application/x-www-form-urlencoded";
  if (!fetchAction && !formPost) return "pass";
  const declared = headers["content-length"];
  const length = Number(declared);
  if (declared !== undefined && Number.isFinite(length) && length > SERVER_ACTION_BODY_LIMIT_BYTES)
    return "too-large";
  if (fetchAction && !formPost) return "read-json";
  return declared === undefined ? "read" : "pass";
}

/** True when a text action body is one React's decoder can read: JSON. */
export function actionTextReadable(text) {
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
}
