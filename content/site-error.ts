/**
 * A public page that failed (app/(site)/error.tsx): its own small module, because an error
 * boundary is browser code that every public page downloads. Hindi in ./hi/site-error.ts.
 */
export const siteError = {
  title: "This page didn’t load",
  message:
    "Something went wrong on our side. Nothing you shared with us is lost. Please try again in a minute, or call us: we are happy to help you book.",
  home: "Back to the home page",
  retry: "Try again",
  retrying: "Trying again…",
  /** Followed by the clinic's number. */
  callUs: "Call us on ",
  /** Followed by the error's reference. */
  reference: "Reference: ",
};
