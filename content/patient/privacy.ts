import { consentWording } from "../consents";

/**
 * Her Privacy tab in words (English; Hindi in ../hi/patient/privacy.ts, typed from these): her
 * consents, her data, who viewed it, deleting her account. "{name}" marks where a value goes: the
 * words travel to the browser with the dashboard's provider, so they are plain strings.
 *
 * A consent's wording as she agreed to it, and its version, stay those of ../consents.ts: what is
 * recorded never changes with the language. `consents` here is only how her page names each one.
 */
export const privacy = {
  consentsTitle: "What you have agreed to",
  consentsLead:
    "Each purpose on its own. Withdrawing takes effect at once: the care team sees it straight away.",
  agreed: "Agreed",
  notAgreed: "Not agreed",
  /** Followed by what agreeing means. */
  agreedOn: "Agreed on {date}.",
  notAgreedLong: "You have not agreed to this, or you withdrew it.",
  consents: {
    care: {
      title: consentWording.care.title,
      agreedMeans: consentWording.care.agreedMeans,
      withdrawEffect: consentWording.care.withdrawEffect,
    },
    reminders: {
      title: consentWording.reminders.title,
      agreedMeans: consentWording.reminders.agreedMeans,
      withdrawEffect: consentWording.reminders.withdrawEffect,
    },
    offers: {
      title: consentWording.offers.title,
      agreedMeans: consentWording.offers.agreedMeans,
      withdrawEffect: consentWording.offers.withdrawEffect,
    },
  },

  dataTitle: "Your data",
  dataLead:
    "Everything we hold about you: your profile, requests, appointments, messages, consents and who viewed your information.",
  download: "Download my data",
  readOrPrint: "Read or print it",

  viewsTitle: "Who viewed my information",
  viewsLead:
    "Each time someone at the clinic opens your records, it is written here, as is each time your doctor joins or leaves a video visit with you (the time, never what was said), and each time you download a report.",
  noViews: "Nobody at the clinic has opened your records yet.",
  /** Her log, twenty entries a page: "21–40 of 60 entries", then the newer and older pages. */
  viewsPager: {
    label: "entries",
    nav: "Pages of who viewed my information",
    range: "{first}–{last} of {total} {noun}",
    newer: "Newer",
    older: "Older",
  },
  /** Her own downloads: "<b>You</b> downloaded a report". */
  you: "You",
  youDownloaded: " {downloaded}",
  downloaded: {
    request: "downloaded your booking",
    appointment: "downloaded an appointment",
    messages: "downloaded your messages",
    profile: "downloaded your profile",
    report: "downloaded a report",
  },
  /** A staff read: "<b>Kavya Menon</b>, doctor, viewed a report". */
  viewedBy: ", {role}, {viewed}",
  viewed: {
    request: "viewed your booking",
    appointment: "viewed an appointment",
    messages: "viewed your messages",
    profile: "viewed your profile",
    report: "viewed a report",
    visit_joined: "joined your video visit",
    visit_left: "left your video visit",
  },
  roles: {
    owner: "clinic owner",
    doctor: "doctor",
    coordinator: "care coordinator",
    patient: "patient",
  },

  deleteTitle: "Delete my account",
  deletionDue: "Your account will be deleted on {when}. Until then you can cancel.",
  deleteLead:
    "Erase your account and what it holds, after 48 hours in which you can change your mind.",

  /** The buttons (app/(dashboards)/patient-dashboard/_components/privacy-actions.tsx). */
  actions: {
    withdraw: "Withdraw",
    withdrawing: "Withdrawing...",
    withdrawn: 'You have withdrawn "{title}".',
    agree: "Agree",
    saving: "Saving...",
    agreedTo: 'You have agreed to "{title}".',
    cancelDeletion: "Cancel the deletion",
    cancelling: "Cancelling...",
    notDeleted: "Your account will not be deleted.",
    deleteButton: "Delete my account",
    dialogTitle: "Delete my account",
    dialogErased:
      "In 48 hours we erase your account, your messages, your consents and the details of your bookings. Until then you can sign in and cancel.",
    dialogKept:
      "The records of appointments you had are kept, as a clinic must keep them, but without your name or anything that points to you. Nobody at the clinic can undo the deletion once it is done.",
    password: "Your password",
    passwordHelp: "To make sure it is you.",
    scheduling: "Scheduling...",
    confirm: "Delete my account in 48 hours",
    scheduled: "Your account will be deleted in 48 hours. You can cancel until then.",
  },
};

/**
 * What the server answers her privacy buttons (lib/actions/my-data.ts), and the messages of their
 * schemas (lib/validations/my-data.ts). Not in `privacy`: they never travel to the browser as copy.
 */
export const myDataMessages = {
  careIsRequired:
    "Care and appointments cannot be withdrawn on its own: to stop it, delete your account.",
  notYours: "This consent is not on your account.",
  alreadyWithdrawn: "You have already withdrawn this consent.",
  alreadyGiven: "You have already given this consent.",
  wrongPassword: "That password is not right. Please try again.",
  passwordRequired: "Please enter your password to confirm.",
  alreadyScheduled: "Your account is already due to be deleted.",
  notScheduled: "Your account is not due to be deleted.",
};
