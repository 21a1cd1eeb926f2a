import { siteConfig } from "@/content/site";
import { formatIndiaDate, indiaLocalToInstant } from "@/lib/india-time";
import type { OutgoingEmail } from "@/lib/mail/outbox";
import { bookingForm as hindi } from "@/content/hi/booking-form";
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
  if (booking.locale === "hi") return hindiBookingReceivedEmail(booking, reference);
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

/** The same e-mail in Hindi, for a booking made on the Hindi form: as discreet, word for word in spirit. */
function hindiBookingReceivedEmail(booking: BookingInput, reference: string): OutgoingEmail {
  const method = hindi.contactMethods[booking.contactMethod];
  const when = hindi.contactWindows[booking.contactWindow];
  const day = formatIndiaDate(indiaLocalToInstant(`${booking.preferredDate}T12:00`), "hi");
  const type = hindi.consultationTypes[booking.consultationType];
  return {
    to: booking.email,
    purpose: "booking-received",
    subject: `आपका अनुरोध हमें मिल गया, ${reference}`,
    text: [
      `नमस्ते ${booking.firstName},`,
      "",
      `धन्यवाद: ${siteConfig.name} को आपका अनुरोध मिल गया है। आपका रेफ़रेंस नंबर ${reference} है; हमें फ़ोन करें तो यही बताएँ।`,
      "",
      "आपने क्या माँगा:",
      `- ${type}${booking.kind === "video" ? ", वीडियो पर" : ""}`,
      `- पसंद का समय: ${day}, ${hindi.times[booking.preferredTime]}`,
      `- हम कैसे संपर्क करेंगे: ${method}${booking.noCalls ? " (फ़ोन नहीं)" : ""}, ${when}`,
      "",
      "आगे क्या होगा: 24 घंटे के अंदर हमारी केयर टीम की एक महिला इसी तरह आपसे संपर्क करेंगी और हमारी किसी डॉक्टर के साथ समय पक्का करेंगी। आपका अपॉइंटमेंट तभी पक्का होता है जब वे आपके साथ इसकी पुष्टि कर दें।",
      "",
      `बदलना या रद्द करना हो, तो ${siteConfig.phone.display} पर फ़ोन करें या ${siteConfig.email} पर लिखें और अपना रेफ़रेंस नंबर बताएँ।`,
      "अगर यह अनुरोध आपने नहीं किया है, तो हमें बताएँ, हम इसे मिटा देंगे।",
    ].join("\n"),
  };
}
