"use client";

import { createContext, useContext } from "react";
import type { PatientClientCopy } from "@/lib/i18n/patient-copy";

/*
 * Her dashboard's words, for its client components: set once by the patient dashboard's layout
 * (in her account's language, without the words only the server renders: patientClientCopy) and
 * read with usePatientCopy(). The layout is kept while she moves between tabs, so the words
 * travel once per visit.
 */
const PatientCopyContext = createContext<PatientClientCopy | null>(null);

export function PatientCopyProvider({
  copy,
  children,
}: {
  copy: PatientClientCopy;
  children: React.ReactNode;
}) {
  return <PatientCopyContext.Provider value={copy}>{children}</PatientCopyContext.Provider>;
}

export function usePatientCopy(): PatientClientCopy {
  const copy = useContext(PatientCopyContext);
  if (!copy) throw new Error("usePatientCopy() outside the patient dashboard");
  return copy;
}
