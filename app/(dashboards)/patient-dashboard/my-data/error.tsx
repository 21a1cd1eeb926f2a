"use client";

// A page of its own, outside the dashboard's shell: the whole page is the notice, in her language.
export { PatientPageError as default } from "../_components/patient-states";
