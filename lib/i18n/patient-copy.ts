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

/**
 * The part of her dashboard's words its client components read (PatientCopyProvider), sent with
 * every full page load of her area: not the words only server components render (her printable
 * data page, her reports), which would ride along in the page's payload for nothing (issue 38).
 */
export type PatientClientCopy = Omit<PatientCopy, "myData" | "reports">;

export function patientClientCopy(locale: Locale): PatientClientCopy {
  const copy = patientCopy(locale);
  return {
    locale: copy.locale,
    privacy: copy.privacy,
    messages: copy.messages,
    appointments: copy.appointments,
    appointmentAnswers: copy.appointmentAnswers,
    shell: copy.shell,
    profile: copy.profile,
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
