/** The header's and the footer's links, in display order. */

export const headerLinks = [
  { href: "/care-packages", label: "Care Packages" },
  { href: "/doctors", label: "Doctors" },
  { href: "/about-us", label: "About Us" },
  { href: "/why-us", label: "Why Us" },
  // In the phone's menu always; in the desktop bar only where it has room (site-header.tsx).
  { href: "/symptoms-first-aid", label: "Symptoms & First Aid", wide: true },
  { href: "/blog", label: "Health Blog", wide: true },
] as const;

export const bookingLink = {
  href: "/book-consultation",
  label: "Book a Private Consultation",
} as const;

/**
 * The spec's footer names /about, /privacy, /terms and /hipaa, which it never defines. They redirect
 * (next.config.mjs) to the real pages; the footer links the real pages directly so nobody hops twice.
 * HIPAA is a US law: Indian patients are protected by the DPDP Act, so that link reads as such.
 */
export const footerLinks = [
  { href: "/home", label: "Home" },
  { href: "/care-packages", label: "Care Packages" },
  { href: "/doctors", label: "Doctors" },
  { href: "/about-us", label: "About" },
  { href: "/testimonials", label: "Testimonials" },
  { href: "/blog", label: "Health Blog" },
  { href: "/symptoms-first-aid", label: "Symptoms & First Aid" },
  { href: "/privacy-policy", label: "Privacy Policy" },
  { href: "/terms-of-service", label: "Terms of Service" },
  { href: "/privacy-policy#your-rights", label: "Your Data Rights (DPDP Act)" },
] as const;
