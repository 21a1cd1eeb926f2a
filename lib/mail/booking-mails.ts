import { siteConfig } from "@/content/site";
import { formatIndiaDate, indiaLocalToInstant } from "@/lib/india-time";
import type { OutgoingEmail } from "@/lib/mail/outbox";
import {
  consultationTypeLabels,
  contactMethodLabels,
  contactWindowLabels,
  type BookingInput,
} from "@/lib/validations/booking";

/**
 * The e-mail a booking sends to the address it gave ("We send your confirmation here"). Discreet
 * by design: the subject and the first line name no condition and not the kind of clinic, and the
 * body repeats only the appointment she asked for, never her symptoms or the package she read
 * about: an inbox is often shared, or read over a shoulder.
 */
export function bookingReceivedEmail(booking: BookingInput, reference: string): OutgoingEmail {
  const method = contactMethodLabels[booking.contactMethod];
  const when = contactWindowLabels[booking.contactWindow];
  const day = formatIndiaDate(indiaLocalToInstant(`${booking.preferredDate}T12:00`));
  return {
    to: booking.email,
    purpose: "booking-received",
    subject: `We have your request, ${reference}`,
    text: [
      `Hello ${booking.firstName},`,
      "",
      `Thank you: ${siteConfig.name} has your request. Your reference is ${reference}; quote it if you call us.`,
      "",
      "What you asked for:",
      `- ${consultationTypeLabels[booking.consultationType]}${booking.kind === "video" ? ", by video" : ""}`,
      `- Preferred: ${day}, ${booking.preferredTime}`,
      `- How we contact you: ${method}${booking.noCalls ? " (no calls)" : ""}, ${when}`,
      "",
      "What happens next: within 24 hours a woman from our care team contacts you that way to confirm a time with one of our doctors. Your appointment is fixed only once she has confirmed it with you.",
      "",
      `To change or cancel, call ${siteConfig.phone.display} or write to ${siteConfig.email} with your reference.`,
      "If you did not make this request, tell us and we will erase it.",
    ].join("\n"),
  };
}
