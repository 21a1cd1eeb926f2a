import { siteConfig } from "./site";

/**
 * Erasing a booking made without an account: the page that asks for her e-mail, the page its
 * one-time link opens, what the server answers, and the e-mail with the link
 * (lib/privacy/booking-deletion.ts). Hindi: ./hi/booking-deletion.ts.
 */

export const deletionPage = {
  title: "Delete my booking details",
  description: `Ask ${siteConfig.name} to erase the details of a consultation you booked without an account.`,
  intro:
    "Booked a consultation without an account and want us to forget it? Give the email you booked with. We erase your name, contact details and what you told us; appointment records a clinic must keep by law stay, without your details.",
  emailLabel: "The email you booked with",
  emailDescription:
    "We send a link to this address. Nothing is deleted until you follow it and confirm.",
  submit: "Send me the confirmation link",
  sending: "Sending...",
  networkError:
    "We couldn't reach the clinic's server. Please check your connection and try again.",
  accountNote:
    "Have an account? Sign in and use Delete my account on your privacy page instead. More in our",
  privacyLink: "privacy policy",
  accountNoteEnd: ".",
};

export const deletionConfirmPage = {
  title: "Confirm deletion",
  explain:
    "Press the button to erase the details of the bookings made with your email address. This cannot be undone.",
  incomplete: "This link is not complete. Please open the full link from the email.",
  confirm: "Yes, delete my booking details",
  deleting: "Deleting...",
  erased: "Done. The details of your booking have been erased.",
  nothingHeld: "Done. We hold no other booking details for this email.",
  networkError: "We could not reach our server. Please try again.",
  newLink: "Request a new link",
};

export const deletionMessages = {
  requested:
    "If we hold a booking made with this email, we have sent a link to it. Follow the link within 24 hours to confirm the deletion.",
  invalidEmail: "Please enter the email address you booked with, like name@example.com",
  tooMany: `Too many requests from this connection. Please try again in an hour, or call us on ${siteConfig.phone.display}.`,
  linkInvalid: "This link is not valid. It may have been mistyped: please request a new one.",
  linkExpired: "This link has expired. Please request a new one.",
  linkUsed: "This link has already been used: the deletion is done.",
};

export const deletionMail = {
  subject: `Confirm your request to ${siteConfig.name}`,
  text: (link: string) =>
    [
      "Hello,",
      "",
      `Someone, we hope you, asked ${siteConfig.name} to delete the booking details held for this email address.`,
      "To confirm, open this link within 24 hours and press the button on the page:",
      link,
      "",
      "If you did not ask for this, ignore this email: nothing will be deleted.",
      `Questions: ${siteConfig.email} or ${siteConfig.phone.display}.`,
    ].join("\n"),
};
