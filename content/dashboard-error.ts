/**
 * What a signed-in area says when it could not be loaded, in English: the staff's dashboards and a
 * patient's English dashboard (./patient/shell.ts) say the same. Its own module, so the
 * dashboards' error screens carry these words and nothing else of the copy.
 */
export const dashboardError = {
  /** A tab that could not be loaded (the tabs stay). */
  tabTitle: "This section couldn’t be loaded",
  /** A page of the area that could not be loaded at all. */
  pageTitle: "We couldn’t load this page",
  message:
    "Our records system did not answer just now. Nothing you saved is lost. Please try again in a minute; for anything urgent, call the clinic.",
  retry: "Try again",
  retrying: "Trying again…",
  /** Followed by the clinic's number. */
  callUs: "Call us on ",
  /** Followed by the error's reference. */
  reference: "Reference: ",
};
