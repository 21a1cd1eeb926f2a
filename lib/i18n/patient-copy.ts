import type { Locale } from "@/content/i18n";
import { formatIndiaDateTime } from "@/lib/india-time";
import { fill } from "@/lib/template";
import { privacy } from "@/content/patient/privacy";
import { privacy as hiPrivacy } from "@/content/hi/patient/privacy";
import { myData } from "@/content/patient/my-data";
import { myData as hiMyData } from "@/content/hi/patient/my-data";
import { reports } from "@/content/patient/reports";
import { reports as hiReports } from "@/content/hi/patient/reports";
import { messages } from "@/content/patient/messages";
import { messages as hiMessages } from "@/content/hi/patient/messages";
import { appointmentAnswers } from "@/content/patient/appointment-answers";
import { appointments } from "@/content/patient/appointments";
import { appointmentAnswers as hindiAppointmentAnswers } from "@/content/hi/patient/appointment-answers";
import { appointments as hindiAppointments } from "@/content/hi/patient/appointments";
import { profile as hiProfile } from "@/content/hi/patient/profile";
import { shell as hiShell } from "@/content/hi/patient/shell";
import { profile } from "@/content/patient/profile";
import { shell } from "@/content/patient/shell";

/**
 * Her dashboard's words in her account's language (User.locale): the patient's own screens are in
 * English or Hindi, staff screens stay English. One entry per part of the dashboard, each an English
 * module in content/patient/ and its Hindi twin in content/hi/patient/, typed from it.
 *
 * Server components read it with the viewer's locale; client components get the same object from
 * the dashboard layout's PatientCopyProvider, so no browser ever receives the other language.
 */
const english = {
  locale: "en",
  privacy,
  myData,
  reports,
  messages,
  appointments,
  appointmentAnswers,
  shell,
  profile,
} as const;

const hindi = {
  locale: "hi",
  privacy: hiPrivacy,
  myData: hiMyData,
  reports: hiReports,
  messages: hiMessages,
  appointments: hindiAppointments,
  appointmentAnswers: hindiAppointmentAnswers,
  shell: hiShell,
  profile: hiProfile,
} as const;

export type PatientCopy = typeof english | typeof hindi;

export function patientCopy(locale: Locale): PatientCopy {
  return locale === "hi" ? hindi : english;
}

/*
 * Her dashboard's words for its client components, sent with the pages (PatientCopyProvider and
 * PatientTabCopy, components/patient/patient-copy.tsx): the shell's on every page of her area, and
 * each tab's own only with that tab. Sent all at once from the area's layout, they were 13 kB of
 * every full load (issue 38); the words only server components render (her printable data page,
 * her reports, her messages' notices) never go.
 */

/** What every screen of her area reads on the client: her language and the shell's words. */
export type PatientShellCopy = Pick<PatientCopy, "locale" | "shell">;

export function patientShellCopy(locale: Locale): PatientShellCopy {
  const copy = patientCopy(locale);
  return { locale: copy.locale, shell: copy.shell };
}

/** The Quick Question dialog's words: her appointments and her messages both offer it. */
function quickQuestionWords(copy: PatientCopy) {
  return {
    ...copy.appointments.quickQuestion,
    sending: copy.appointments.busy.sending,
    answers: copy.appointmentAnswers.quickQuestion,
  };
}

/** A tab's own words for its client components, each part sent only by the tabs that use it. */
export type PatientTabWords = Pick<
  PatientCopy,
  "appointments" | "appointmentAnswers" | "privacy" | "profile"
> & { quickQuestion: ReturnType<typeof quickQuestionWords> };

export type PatientTabPart = keyof PatientTabWords;

export function patientTabCopy<K extends PatientTabPart>(
  locale: Locale,
  parts: readonly K[],
): Pick<PatientTabWords, K> {
  const copy = patientCopy(locale);
  const all: PatientTabWords = {
    appointments: copy.appointments,
    appointmentAnswers: copy.appointmentAnswers,
    privacy: copy.privacy,
    profile: copy.profile,
    quickQuestion: quickQuestionWords(copy),
  };
  return Object.fromEntries(parts.map((part) => [part, all[part]])) as Pick<PatientTabWords, K>;
}

/** Every client part at once: for tests that render a component outside its tab. */
export function patientClientCopy(locale: Locale): PatientShellCopy & PatientTabWords {
  return {
    ...patientShellCopy(locale),
    ...patientTabCopy(locale, [
      "appointments",
      "appointmentAnswers",
      "privacy",
      "profile",
      "quickQuestion",
    ]),
  };
}

/**
 * The in-app message she gets when her visit is booked, in her account's language. Neutral on
 * purpose: a lock screen or a shared inbox may show it, so it names a time and a doctor, never a
 * condition or a symptom.
 */
export function bookedMessage(
  at: Date,
  doctorName: string,
  locale: Locale = "en",
): { subject: string; body: string } {
  const words = patientCopy(locale).messages.booked;
  return {
    subject: words.subject,
    body: fill(words.body, { when: formatIndiaDateTime(at, locale), doctor: doctorName }),
  };
}
