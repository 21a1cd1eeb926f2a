/**
 * Her appointments tab (the patient dashboard's first screen): the quick cards, the notices the
 * clinic owes her, her upcoming and past appointments, her requests, and the dialogs to change an
 * appointment, ask a quick question and add a booking she made as a guest. Hindi in
 * ../hi/patient/appointments.ts, typed from this.
 *
 * Strings only: the dashboard's layout hands these to the browser (PatientCopyProvider), and a
 * function cannot travel there. A "{name}" gap is filled with fill() (lib/validations/booking.ts).
 */

/** The kinds of visit the clinic books, as the staff write them; an unknown one shows as written. */
export const visitTypes = {
  "Initial Consultation": "Initial Consultation",
  "Follow-up Consultation": "Follow-up Consultation",
  "Urgent Consultation": "Urgent Consultation",
  "Second Opinion": "Second Opinion",
  "Emergency Consultation": "Emergency Consultation",
  "Video Consultation": "Video Consultation",
};

export const appointments = {
  quick: {
    book: {
      title: "Book Appointment",
      description: "A private consultation, with your details filled in.",
      action: "Book an appointment",
    },
    video: {
      title: "Video Consultation",
      description: "See a doctor from home; a coordinator sets up the call.",
      action: "Request a video consultation",
    },
    question: {
      title: "Quick Question",
      description: "Ask your care coordinator; the answer comes to Messages.",
    },
  },
  upcoming: {
    heading: "Upcoming appointments",
    emptyTitle: "No upcoming appointments",
    emptyBody: "When a coordinator books your appointment, it appears here and in Messages.",
  },
  past: { heading: "Past and cancelled appointments" },
  /** What is new since she last looked, until she opens it. */
  news: {
    label: "What is new",
    message: "New message from your doctor",
    report: "New report added",
  },
  requests: {
    heading: "Your requests",
    empty: "Requests you send from the booking form appear here with where they stand.",
    statuses: {
      new: "Received",
      claimed: "A coordinator has it",
      contacted: "We have been in touch",
      scheduled: "Appointment booked",
      closed: "Closed",
      cancelled: "Appointment cancelled",
    },
    closeReasons: {
      not_needed: "not needed",
      duplicate: "a duplicate",
      unreachable: "we could not reach you",
    },
    kinds: {
      consultation: "Consultation",
      video: "Video consultation",
      question: "Question",
    },
    /** One line per request: "{when}" is appointmentOn or askedFor, "{closed}" closed or nothing. */
    line: "Sent {sent} · {when}{closed}",
    appointmentOn: "appointment on {when}",
    askedFor: "you asked for {date}, {time}",
    closed: " · closed: {reason}",
  },
  card: {
    what: "{type} with {doctor} · {minutes} minutes",
    doctor: "Dr. {name}",
    message: "Message {doctor}",
    /** Where: "At Saheli Care Jaipur, Jaipur, Rajasthan", or a video call. */
    at: "At {place}",
    video: "By video, in your private room here: it opens 10 minutes before the start",
    /** Her way into a video visit's room, from her card. */
    join: "Join the video visit",
    directions: "Directions to {clinic}",
  },
  /** An appointment's status, as her badge shows it. */
  statuses: {
    pending: "Pending",
    scheduled: "Scheduled",
    confirmed: "Confirmed",
    in_progress: "In progress",
    completed: "Completed",
    cancelled: "Cancelled",
  },
  visitTypes,
  breach: {
    title: "An important notice about your data",
    happened: "What happened: ",
    dates: "{summary} (on {occurred}, found on {discovered}).",
    measures: "What we are doing, and what you can do: ",
    acknowledge: "I have read this",
  },
  email: {
    confirmTitle: "Please confirm your email",
    confirmBody:
      "Open the link we email to {email} to confirm it is yours. Once you have, bookings made with this address, on any device, appear here.",
    resend: "Send the link again",
    gotIt: "Got it",
  },
  change: {
    open: "Change or cancel",
    /** After "Change or cancel", for a screen reader: which appointment. */
    openFor: ": {when}",
    title: "Change or cancel",
    description:
      "Your appointment: {when} (India time). Change or cancel up to {hours} before it starts.",
    moveHeading: "Move it to another time",
    newDay: "New day",
    newDayHelp: "The same doctor, for the same length of visit.",
    freeTimes: "Free times (India time)",
    chooseDay: "Choose a day to see its free times.",
    finding: "Finding free times…",
    loadFailed: "Free times could not be loaded. Please try again.",
    tryAgain: "Try again",
    move: "Move to this time",
    cancelHeading: "Cancel it",
    cancelBody: "The doctor and your coordinator are told, and the time is freed for someone else.",
    cancel: "Cancel appointment",
    confirmTitle: "Cancel this appointment?",
    confirmBody: "{when} (India time). To see a doctor after this, you book again.",
    keep: "Keep it",
    confirm: "Yes, cancel it",
  },
  claim: {
    open: "Add a booking I made",
    title: "Add a booking I made",
    description:
      "A booking you made without signing in, perhaps with another email. We send a code to the email it was made with.",
    reference: "Booking reference",
    referencePlaceholder: "SC-7KQ2M-X9D4T",
    code: "Code from the email",
    startAgain: "Start again",
    sendCode: "Send me a code",
    add: "Add the booking",
  },
  quickQuestion: {
    open: "Ask a question",
    title: "Quick Question",
    description: "Your care coordinator reads it and answers in Messages, usually the same day.",
    label: "Your question",
    send: "Send question",
  },
  /** What a button says while its action runs. */
  busy: { saving: "Saving...", sending: "Sending..." },
};
