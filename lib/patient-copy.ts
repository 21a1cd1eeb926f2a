import type { Locale } from "@/content/i18n";
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
  shell,
  profile,
} as const;

const hindi = {
  locale: "hi",
  shell: hiShell,
  profile: hiProfile,
} as const;

export type PatientCopy = typeof english | typeof hindi;

export function patientCopy(locale: Locale): PatientCopy {
  return locale === "hi" ? hindi : english;
}
