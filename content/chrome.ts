import { bookingLink, footerLinks, headerLinks } from "./navigation";
import { claims, siteConfig } from "./site";
import { conditionDetailPage } from "./package-pages";

/**
 * The words around every public page: header, menu, account corner, footer, the phone's action
 * bar, the language switch and the 404 page. Hindi in ./hi/chrome.ts, typed from this object.
 */

type NavHref =
  | (typeof headerLinks)[number]["href"]
  | (typeof footerLinks)[number]["href"]
  | typeof bookingLink.href;

const navLabels = Object.fromEntries(
  [...headerLinks, ...footerLinks, bookingLink].map((link) => [link.href, link.label]),
) as Record<NavHref, string>;

export const chrome = {
  siteDescription: siteConfig.description,
  /** The name of the clinic's service in search results. */
  consultationService: "Private proctology consultation",
  skipLink: "Skip to content",
  /** Label of each header and footer link, by its English address. */
  navLabels,
  header: {
    mainNav: "Main",
    openMenu: "Open menu",
    menu: "Menu",
    closeMenu: "Close menu",
    mobileNav: "Mobile",
  },
  account: {
    signIn: "Sign in",
    signedInAs: "Signed in as",
    accountMenu: ": account menu",
    signOut: "Sign out",
    signingOut: "Signing out...",
    signOutEverywhere: "Sign out of all devices",
    unreadOne: "unread message",
    unreadMany: "unread messages",
    roles: { patient: "Patient", doctor: "Doctor", coordinator: "Coordinator", owner: "Owner" },
    /** The link to her own area, by role (each role has one: lib/auth/permissions.ts). */
    areaTitles: {
      patient: "Patient Dashboard",
      doctor: "Doctor Dashboard",
      coordinator: "Coordinator Dashboard",
      owner: "Admin Dashboard",
    },
  },
  signOutFailed: "We couldn't sign you out. Please check your connection and try again.",
  footer: {
    nav: "Footer",
    blurb: `${siteConfig.tagline}. ${claims.femaleTeam} female team, ${claims.privacy} privacy, fixed prices with ${claims.hiddenCosts} hidden costs.`,
    talk: "Talk to us, privately",
    hours: `${siteConfig.hours.weekdays} · ${siteConfig.hours.saturday} · ${siteConfig.hours.emergency}`,
    closing: "Your information stays between you and your care team.",
  },
  actionBar: { label: "Quick actions", call: "Call", whatsapp: "WhatsApp", book: "Book" },
  language: {
    /** What the switch on an English page offers, in the language it offers. */
    other: "हिन्दी",
    /** The one-line offer to a browser that prefers Hindi, written in Hindi. */
    offer: "यह पेज हिन्दी में भी है।",
    offerLink: "हिन्दी में पढ़ें",
    /** Closes the offer, which is in Hindi. */
    dismiss: "बंद करें",
    /**
     * Beside a link from a page in another language to a page that is only in English (the
     * blog): never shown on English pages, whose links all stay English.
     */
    englishOnly: "(in English)",
  },
  packageCard: {
    popular: "Popular",
    urgent: "Urgent",
    reviews: (reviews: number) => `(${reviews} reviews)`,
    included: "What's included",
    more: (count: number) => `+${count} more`,
    fewer: "Show fewer",
  },
  /** Around a package's price; strings only, as the laser page's client price block gets them. */
  price: { regular: "Regular price ", emiPrefix: "or", emiSuffix: "/month on EMI", save: "Save" },
  coordinatorCard: {
    title: conditionDetailPage.coordinator.title,
    body: `${conditionDetailPage.coordinator.body} A free, confidential ${claims.coordinatorCallMinutes} minute call, with ${claims.support} support.`,
    call: conditionDetailPage.coordinator.callLabel,
    whatsapp: conditionDetailPage.coordinator.whatsappLabel,
    book: conditionDetailPage.coordinator.bookLabel,
  },
  /** Said beside every sample story on the site, so no visitor takes one for a real patient's words. */
  illustrativeStories: {
    note: "Illustrative stories; we never publish real patient details.",
    tag: "illustrative",
  },
  /** The name of the trail of links above a page's title. */
  breadcrumb: "Breadcrumb",
  otherCities: "Other cities",
  /** "… in Pune" after a caption or a heading that names a city. */
  inCity: (text: string, city: string) => `${text} in ${city}`,
  notFound: {
    title: "Page not found",
    heading: "Oops! Page not found",
    body: "The page you were looking for has moved or never existed. Nothing you shared with us is affected.",
    home: "Return to Home",
  },
} as const;

export type ChromeCopy = typeof chrome;
