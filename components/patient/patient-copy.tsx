"use client";

import { createContext, useContext, useMemo } from "react";
import type { PatientShellCopy, PatientTabPart, PatientTabWords } from "@/lib/i18n/patient-copy";

/*
 * Her dashboard's words, for its client components, in her account's language: the shell's from
 * the patient dashboard's layout (PatientCopyProvider, kept while she moves between tabs), and a
 * tab's own from that tab's page (PatientTabCopy), so a page carries only the words its screens
 * read. A component names the parts it reads: usePatientCopy("appointments").
 */
type Words = PatientShellCopy & Partial<PatientTabWords>;

const PatientCopyContext = createContext<Words | null>(null);

export function PatientCopyProvider({
  copy,
  children,
}: {
  copy: Words;
  children: React.ReactNode;
}) {
  return <PatientCopyContext.Provider value={copy}>{children}</PatientCopyContext.Provider>;
}

/** A tab's own words, beside the shell's: patientTabCopy(locale, [...the parts it reads]). */
export function PatientTabCopy({
  copy,
  children,
}: {
  copy: Partial<PatientTabWords>;
  children: React.ReactNode;
}) {
  const shell = useContext(PatientCopyContext);
  if (!shell) throw new Error("PatientTabCopy outside the patient dashboard");
  const words = useMemo(() => ({ ...shell, ...copy }), [shell, copy]);
  return <PatientCopyContext.Provider value={words}>{children}</PatientCopyContext.Provider>;
}

export function usePatientCopy<K extends PatientTabPart = never>(
  ...parts: K[]
): PatientShellCopy & Pick<PatientTabWords, K> {
  const copy = useContext(PatientCopyContext);
  if (!copy) throw new Error("usePatientCopy() outside the patient dashboard");
  const missing = parts.find((part) => copy[part] === undefined);
  if (missing) throw new Error(`usePatientCopy("${missing}") in a tab that does not send them`);
  return copy as PatientShellCopy & Pick<PatientTabWords, K>;
}
