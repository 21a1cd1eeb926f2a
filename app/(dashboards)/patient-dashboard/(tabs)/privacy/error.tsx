"use client";

// The dashboards' tab error, in her language.
export { PatientTabError as default } from "../../_components/patient-states";
