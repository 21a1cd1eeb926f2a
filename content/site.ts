/**
 * Site facts: the one place for the product name, contact details and marketing claims.
 * Pages read these; none hard-codes a number, a phone or a claim.
 */

import { clinicName, clinicPhone } from "./contact";

export const siteConfig = {
  name: clinicName,
  tagline: "Expert proctology care, exclusively for women",
  description:
    "Private, fixed-price care for piles, fissures and fistulas from an all-female team of proctologists across India.",
  phone: clinicPhone,
  whatsapp: {
    display: "+91 98765 43210",
    href: "https://wa.me/919876543210",
  },
  email: "care@sahelicare.in",
  hours: {
    weekdays: "Mon-Fri 8AM-6PM",
    saturday: "Sat 9AM-4PM",
    emergency: "Emergency 24/7",
    doctorOffice: "Monday-Friday 9 AM to 5 PM",
  },
  grievanceOfficer: {
    name: "Ms. Anjali Mehra",
    title: "Grievance Officer",
    email: "grievance@sahelicare.in",
    /** DPDP Rules 2025 ask for a response within 90 days; we commit to less. */
    responseDays: 30,
  },
  /** The clinics' opening hours, for search engines; `hours` says the same to people. */
  openingHours: [
    {
      days: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"],
      opens: "08:00",
      closes: "18:00",
    },
    { days: ["Saturday"], opens: "09:00", closes: "16:00" },
  ],
  /**
   * PLACEHOLDER, like the phone number: the spec names no clinic's street address. Structured data
   * gives each city's clinic this line and the city centre (content/cities.ts) until the real
   * addresses are known; replace both before launch.
   */
  clinicStreetAddress: "Address to be confirmed",
  address: {
    locality: "Andheri East",
    city: "Mumbai",
    region: "Maharashtra",
    postalCode: "400069",
    country: "IN",
  },
  /** Facts the Privacy Policy and Terms of Service quote: change one here and both documents follow. */
  legal: {
    /** ISO date the current versions of both documents took effect. */
    effectiveDate: "2026-11-22",
    /** Courts named in the Terms of Service for disputes. */
    courtsCity: "Mumbai",
    /** Bookings, and accounts, need this age or older. */
    minimumAge: 18,
    /** Consultation requests closed without an appointment are anonymised after this many days. */
    unbookedRequestRetentionDays: 180,
    /** Rescheduling or cancelling is free up to this many hours before the appointment. */
    freeChangeHours: 24,
    /** Number to call in an emergency anywhere in India. */
    emergencyNumber: "112",
  },
} as const;

/** Marketing claims: strings exactly as the pages show them, amounts in whole rupees. */
export const claims = {
  womenTreatedHome: "10,000+",
  womenHelped: "1000+",
  successRate: "96%+",
  femaleTeam: "100%",
  hiddenCosts: "0",
  support: "24/7",
  coordinatorCallMinutes: "15-20",
  emiFrom: 1041,
  privacyBreaches: "0",
  trustRating: "5-star",
  privacy: "100%",
  /** The clinic's one consultation price, adjusted against a package (docs/prices.md). */
  diagnosticFee: 1000,
  satisfaction: "95%",
  averageRecovery: "7-14 days",
  recoveryWithinTwoWeeks: "95%",
  trustScore: "4.9/5",
} as const;
