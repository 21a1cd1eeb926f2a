/**
 * The clinic's name and phone on their own: the error screens, which every public page's script
 * carries, need only these, and importing the whole of siteConfig (content/site.ts) put its
 * every fact into each of those scripts.
 */
export const clinicName = "Saheli Care";

/** Shown to people; `href` is what tel: links dial. One configurable number for the whole site. */
export const clinicPhone = {
  display: "+91 98765 43210",
  href: "tel:+919876543210",
} as const;
