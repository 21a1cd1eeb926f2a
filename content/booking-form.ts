import { bookingTopics } from "./booking-topics";
import { consentWording } from "./consents";
import { claims, siteConfig } from "./site";
import { formatINR } from "./money";
import type { Copy, Locale } from "./i18n";

/**
 * The booking page and form in words: the page's copy, the form's labels and notes, and the
 * schema's messages. Hindi in ./hi/booking-form.ts, typed from these. The form's words travel to
 * the browser as a prop, so they are plain strings: "{name}" marks where a value goes.
 */

const fee = formatINR(claims.diagnosticFee);
const emergency = siteConfig.legal.emergencyNumber;

export const bookingPage = {
  metaTitle: "Book a private consultation",
  metaDescription: `Book a confidential consultation with a female specialist. The ${fee} diagnostic fee is fully adjustable against your care package, and a woman from our care team calls you within 24 hours.`,
  badge: `${claims.femaleTeam} female team · Private and confidential`,
  title: "Book a private consultation",
  lead: "Tell us when suits you. A woman from our care team calls to confirm, and only your doctor and coordinator see what you share.",
  emergencyLink: "Heavy bleeding or severe pain? Don't wait for a booking.",
  diagnosis: {
    title: "Confidential diagnosis",
    body: "A complete assessment with a female specialist, kept between you and your care team.",
    fee: "Diagnostic consultation",
    guarantee: `Fee-adjustment guarantee: the full ${fee} is adjusted against your care package if you go ahead with treatment.`,
  },
  formTitle: "Your booking request",
  formLead: "It takes about three minutes. Fields marked optional can be left empty.",
  asideLabel: "About your consultation",
  expectTitle: "What to Expect",
  expectations: [
    {
      title: "A call within 24 hours",
      body: "A female care coordinator calls to confirm your time.",
    },
    {
      title: "A private consultation",
      body: "You talk with a female specialist, in person or by video, with no one else in the room.",
    },
    {
      title: "A clear plan and a fixed price",
      body: "If you need treatment, you get one all-inclusive price in writing before anything begins.",
    },
    {
      title: "You decide",
      body: "Take your time and ask anything. Whether to go ahead is always your choice.",
    },
  ],
  helpTitle: "Need Help?",
  helpLead: "Rather talk it through? Our female care team is here.",
  hours: [siteConfig.hours.weekdays, siteConfig.hours.saturday, siteConfig.hours.emergency],
  emergencyTitle: "In an emergency",
  emergencyBody: `Heavy bleeding, severe pain, fever with swelling, or feeling faint: call ${emergency} or go to the nearest emergency department now. Do not wait for a booking.`,
  emergencyCall: `Call ${emergency}`,
  requestNote: "Your preferred time is a request: we confirm the exact slot when we call.",
};

const topicLabels = Object.fromEntries(
  bookingTopics.map((topic) => [topic.value, topic.label]),
) as Record<(typeof bookingTopics)[number]["value"], string>;

export const bookingForm = {
  optional: "(optional)",
  required: "(required)",
  honeypot: "Website",
  aboutYou: {
    legend: "About you",
    firstName: "First name",
    lastName: "Last name",
    email: "Email",
    emailHelp: "We send your confirmation here, nothing else.",
    phone: "Phone",
    phoneHelp: "Only a woman from our care team uses it, the way you choose below.",
    age: "Age",
    ageHelp: "{min} to {max} years.",
  },
  contact: {
    legend: "How we contact you",
    lead: "We never mention your condition in a call, message or email subject.",
    noCalls: "Please don't call me",
    noCallsHint: "We will only write to you, by WhatsApp, SMS or email.",
    question: "How should we reach you?",
    /** "By email", not "Email": the form already has a field of that name. */
    methods: {
      phone_call: "By phone call",
      whatsapp: "By WhatsApp",
      sms: "By SMS",
      email: "By email",
    },
    window: "When is a good time?",
    windowHelp: "India time, Monday to Saturday.",
  },
  appointment: {
    legend: "Your appointment",
    topic: "What you are asking about",
    notSure: "Not sure yet",
    city: "Your city",
    anotherCity: "Another city",
    date: "Preferred date",
    dateHelp:
      "Monday to Saturday, today or within the next 12 months (India time). We're closed on Sundays and national holidays.",
    time: "Preferred time",
    chooseTime: "Choose a time",
    type: "Consultation type",
    typeHelp: `Each starts with the ${fee} diagnostic fee, adjusted against your package if you go ahead.`,
    urgency: "How soon would you like to be seen?",
    chooseOne: "Choose one",
  },
  picker: {
    legend: "Choose a time",
    lead: "Real free times of our female specialists, India time. The time you choose is kept for you for 10 minutes while you finish the form.",
    where: "Where would you like to be seen?",
    inPerson: "In person in {city}",
    byVideo: "By video",
    change: "Change where",
    doctor: "Doctor",
    anyDoctor: "First available female specialist",
    day: "Day",
    free: "{count} free",
    full: "None free",
    parts: { morning: "Morning", afternoon: "Afternoon", evening: "Evening" },
    withDoctor: "with {doctor}",
    noTimes:
      "No free times in the next 14 days here. Choose another doctor or video, or ask us to call you to choose a time.",
    noDoctors:
      "None of our doctors takes online bookings here yet. Choose video, or ask us to call you to choose a time.",
    callMe: "I'd rather a coordinator calls me to choose a time",
    callMeHelp:
      "Then tell us the day and time that suit you best, and we confirm a time when we call.",
    held: "Kept for you until {time}. Finish the form to book it.",
    holding: "Keeping this time for you...",
    loading: "Loading free times...",
    nearest: "Nearest free times",
    urgent:
      "For an urgent or emergency visit a coordinator calls you first: no time is booked online.",
    choosePlace: "Choose where you'd like to be seen, and the free times show here.",
  },
  details: {
    legend: "Tell us more",
    lead: "Share only what you are comfortable with. Only the doctor and care coordinator looking after you read it.",
    symptoms: "What are you experiencing?",
    previousTreatment: "Any treatment so far?",
  },
  consent: {
    legend: "What you agree to",
    /** Followed by a link to the privacy policy, then `leadAfter`. */
    leadBefore:
      "Each one separately. You can withdraw the optional ones at any time from your account, and read how we protect your data in our",
    privacyLink: "privacy policy",
    leadAfter: ".",
    care: consentWording.care.label,
    reminders: consentWording.reminders.label,
    offers: consentWording.offers.label,
  },
  /** The spec's slots, as the form shows them (the values stay the spec's). */
  times: {
    "9:00 AM": "9:00 AM",
    "9:30 AM": "9:30 AM",
    "10:00 AM": "10:00 AM",
    "10:30 AM": "10:30 AM",
    "11:00 AM": "11:00 AM",
    "11:30 AM": "11:30 AM",
    "2:00 PM": "2:00 PM",
    "2:30 PM": "2:30 PM",
    "3:00 PM": "3:00 PM",
    "3:30 PM": "3:30 PM",
    "4:00 PM": "4:00 PM",
    "4:30 PM": "4:30 PM",
  },
  consultationTypes: {
    initial: "Initial Consultation",
    "second-opinion": "Second Opinion",
    "follow-up": "Follow-up Consultation",
    emergency: "Emergency Consultation",
  },
  urgencies: {
    low: "Not urgent (within 2 weeks)",
    medium: "Moderate (within 1 week)",
    high: "High (within 2-3 days)",
    emergency: "Emergency (as soon as possible)",
  },
  contactMethods: { phone_call: "Phone call", whatsapp: "WhatsApp", sms: "SMS", email: "Email" },
  contactWindows: {
    anytime: "Any time, 9 AM to 8 PM",
    morning: "Mornings, 9 AM to 12 noon",
    afternoon: "Afternoons, 12 noon to 4 PM",
    evening: "Evenings, 4 PM to 8 PM",
  },
  topics: topicLabels,
  notes: {
    signedIn: "You are signed in as {name}: this request will appear in your dashboard.",
    video: "You are asking for a video consultation: a coordinator will arrange the call with you.",
    /** Around what she came about, in bold. */
    cameFromBefore: "You are booking about",
    cameFromAfter: ". You can change this under Your appointment.",
  },
  submit: {
    idle: "Book my private consultation",
    busy: "Booking...",
    consentReason: "Tick the privacy consent to continue",
    /** Beside the server's answer when it could not book: the clinic's number, to tap. */
    call: "Call us on {phone}",
  },
  toasts: {
    errorTitle: "Error",
    network:
      "We couldn't reach our booking service. Please check your connection and try again: your details are still here.",
  },
  confirmation: {
    heading: "Request received",
    /** Around her reference, in bold. */
    referenceBefore: "Your reference is",
    referenceAfter: ": quote it if you call us.",
    askedTitle: "What you asked for",
    reference: "Reference",
    about: "About",
    date: "Preferred date",
    time: "Preferred time",
    consultation: "Consultation",
    byVideo: "{type}, by video",
    contact: "How we contact you",
    contactValue: "{method}, {when}",
    nextTitle: "What happens next",
    next: "Within 24 hours a woman from our care team contacts you {channel} ({when}) to confirm a time with one of our doctors. Your appointment is fixed only once she has confirmed it with you.",
    /** "by WhatsApp", "by phone call": as a sentence reads the channel. */
    channels: {
      phone_call: "by phone call",
      whatsapp: "by WhatsApp",
      sms: "by SMS",
      email: "by email",
    },
    changeTitle: "To change or cancel",
    callUs: "Call us on",
    writeTo: "or write to",
    withReference: "with your reference.",
    inDashboardBefore: "The request is also in your",
    dashboard: "dashboard",
    eraseBefore: "To have your details erased instead, use",
    erase: "delete my booking details",
    another: "Book a consultation for someone else",
    /** A booking with a time she chose: an appointment, not a request. */
    booked: {
      heading: "Appointment booked",
      title: "Your appointment",
      when: "When",
      doctor: "Doctor",
      where: "Where",
      clinic: "Our {city} clinic",
      video: "By video: the link is in your confirmation email",
      next: "We have sent the details and a calendar file to your email. Your doctor sees you at this time; no one needs to call you to confirm it.",
    },
  },
};

/** The form's words in any language: the English shape with every string free. */
export type BookingFormWords = Copy<typeof bookingForm>;

/** The booking schema's messages (lib/validations/booking.ts), "{max}" and the like filled in there. */
export const bookingMessages = {
  nameRequired: {
    firstName: "Please enter your first name",
    lastName: "Please enter your last name",
  },
  nameTooLong: {
    firstName: "Please keep your first name under {max} characters",
    lastName: "Please keep your last name under {max} characters",
  },
  emailRequired: "Please enter your email address",
  emailTooLong: "Please check your email address: it is too long",
  emailInvalid: "Please enter a valid email address, like name@example.com",
  phoneRequired: "Please enter your phone number",
  phoneInvalid: "Please enter a valid phone number: 10 to 15 digits, like +91 98765 43210",
  phoneNotIndianMobile:
    "For SMS or WhatsApp we need an Indian mobile number, like 98765 43210. For another number, choose a phone call or e-mail.",
  ageRequired: "Please enter your age",
  ageNotNumber: "Please enter your age as a number",
  ageWhole: "Please enter your age in whole years",
  ageRange: "Age must be between {min} and {max}",
  dateRequired: "Please choose a preferred date",
  dateInvalid: "Please choose a valid date",
  datePast: "Please choose today or a later date",
  dateTooFar: "Please choose a date within the next 12 months",
  dateSunday: "We're closed on Sundays: please choose a day from Monday to Saturday",
  dateHoliday: "We're closed on that national holiday: please choose another day",
  timeRequired: "Please choose a preferred time",
  typeRequired: "Please choose a consultation type",
  textTooLong: "Please keep this under {max} characters",
  urgencyRequired: "Please choose how soon you would like to be seen",
  consent: "Please tick the privacy consent to continue",
  reload: "Please reload the page and try again",
  honeypot: "Please leave this field empty",
  contactMethod: "Please choose how we should contact you",
  contactWindow: "Please choose when we may contact you",
  topic: "Please choose one of the listed treatments, or 'Not sure yet'",
  city: "Please choose one of the listed cities",
  noCalls: "You asked us not to call: please choose WhatsApp, SMS or email.",
  /** The server's answers, "{phone}" the clinic's number. */
  checkFields: "Please check the highlighted fields.",
  generic:
    "Sorry, we couldn't book your consultation just now. Please try again in a few minutes or call us on {phone}.",
  /** The database is away (a restart, an outage): she should know nothing was stored. */
  unavailable:
    "Sorry, we couldn't book your consultation just now: our booking system is briefly unavailable, so nothing was saved. Your answers are still in the form: please try again in a minute, or call us on {phone}.",
  /** Her connection's limit: one address can be a whole mobile network's (carrier NAT). */
  rateLimited:
    "We've had a great many booking requests from your connection in the last hour, so we've paused new ones from it for now. Your answers are still in the form: please call us on {phone} and we'll book it for you, or try again later.",
  /** The limit on her phone number or e-mail. */
  detailsLimited:
    "We've already received several booking requests with this phone number or email, so we've paused new ones for now. Your answers are still in the form: please call us on {phone} and we'll book it for you.",
  keyReused:
    "This form was already sent with different details. Please reload the page to make a new booking.",
  /** A chosen time (issue 37) the form did not offer: a stale page or a hand-made post. */
  slotInvalid: "Please choose one of the times we offer, or ask us to call you to choose one.",
  /** An in-person time needs the city whose clinic she will visit. */
  slotCity: "Please choose your city, so we book the time at its clinic.",
  /** Her chosen time went to someone else a moment before: the nearest free ones follow. */
  slotTaken: "That time has just been taken. Here are the nearest free times:",
  /** The same, when no other time is free in the next 14 days. */
  slotTakenNoneFree:
    "That time has just been taken, and no other time is free in the next 14 days. Please send the form without a time and we'll call you to choose one.",
};

export type BookingMessages = Copy<typeof bookingMessages>;

/**
 * The form in one language, handed from the page to the browser's code as a prop: its words, the
 * schema's messages, the cities' names and the addresses it links to, all plain data.
 */
export type BookingLanguage = {
  locale: Locale;
  words: BookingFormWords;
  messages: BookingMessages;
  /** Each city's slug and name, in the catalogue's order. */
  cityNames: readonly (readonly [id: string, name: string])[];
  links: { book: string; privacy: string; dashboard: string; deleteBooking: string };
};
