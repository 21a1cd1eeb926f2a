import { siteConfig } from "../site";

/**
 * Her printable data page (app/(dashboards)/patient-dashboard/my-data) in words: English, Hindi in
 * ../hi/patient/my-data.ts. What she wrote and what the clinic named stays as stored; only the
 * page's own words change. "{name}" marks where a value goes. The English names the stored values
 * as the page always did (its code with "_" read as a space), so a Hindi name maps each code.
 */
export const myData = {
  back: "Back to your privacy page",
  downloadFile: "Download as a file",
  print: "Print",
  title: `Your data at ${siteConfig.name}`,
  asOn: "As on {when}.",
  nothingHeld: "Nothing held.",
  none: "—",
  /** Before a doctor's name in the lists ("Dr. Kavya Menon"). */
  doctorTitle: "Dr. ",

  sections: {
    profile: "Profile",
    requests: "Requests",
    appointments: "Appointments",
    messages: "Messages",
    reports: "Reports and prescriptions",
    consents: "Consents",
    accessLog: "Who viewed your information",
  },
  profile: { name: "Name", email: "Email", phone: "Phone", since: "Account since" },

  request: {
    heading: "{reference} · {status} · sent {when}",
    preferred: "Preferred: {date}, {time}. Urgency: {urgency}.",
    told: "What you told us: {text}",
    treatment: "Treatment so far: {text}",
    contact: "Contact: {method}{noCalls}, {window}.",
    noCalls: ", no calls",
    event: "{when}: {event}",
    by: " by {name}",
    note: " ({note})",
  },
  requestStatuses: {
    new: "new",
    claimed: "claimed",
    contacted: "contacted",
    scheduled: "scheduled",
    closed: "closed",
  },
  urgencies: { low: "low", medium: "medium", high: "high", emergency: "emergency" },
  contactMethods: { phone_call: "phone call", whatsapp: "whatsapp", sms: "sms", email: "email" },
  contactWindows: {
    anytime: "anytime",
    morning: "morning",
    afternoon: "afternoon",
    evening: "evening",
  },
  /** The booking form's times as she chose them ("10:00 AM"): shown as stored in English. */
  times: {} as Readonly<Record<string, string>>,
  events: {
    created: "created",
    linked: "linked",
    claimed: "claimed",
    contacted: "contacted",
    scheduled: "scheduled",
    closed: "closed",
    rescheduled: "rescheduled",
    cancelled: "cancelled",
    message_followed_up: "a message did not reach you, so we called",
  },

  appointment: "{when} · {type} · {minutes} minutes · {status}",
  appointmentDoctor: " · {name}",
  /** A video appointment's visit as it happened: when it started and ended (nothing else is kept). */
  videoVisit: " · video visit from {start} to {end}",
  videoVisitRunning: " · video visit started {start}",
  /** The kinds of visit the clinic books ("Initial Consultation"): shown as stored in English. */
  visitTypes: {} as Readonly<Record<string, string>>,
  appointmentStatuses: {
    pending: "pending",
    scheduled: "scheduled",
    confirmed: "confirmed",
    in_progress: "in_progress",
    completed: "completed",
    cancelled: "cancelled",
  },

  messageTo: "to {name}",
  messageFrom: "from {name}",

  report: "{when} · {kind} · {title}",
  reportBy: " · {name}",
  reportFile: " · {size} (the file is in the download)",

  consent: "{title}: given {when} ({method}, wording of {version})",
  consentWithdrawn: ", withdrawn {when}",
  consentMethods: { booking_form: "booking form", patient_dashboard: "patient dashboard" },

  access: "{when}: {what}",
  youDownloaded: "you downloaded a {what}",
  viewed: "{name} ({role}) viewed {what}",
  /** Her doctor coming into a video visit with her and leaving it. */
  visitPresence: {
    visit_joined: "{name} ({role}) joined your video visit",
    visit_left: "{name} ({role}) left your video visit",
  },
  roles: { owner: "owner", doctor: "doctor", coordinator: "coordinator", patient: "patient" },
  subjects: {
    request: "request",
    appointment: "appointment",
    messages: "messages",
    profile: "profile",
    report: "report",
  },
};
