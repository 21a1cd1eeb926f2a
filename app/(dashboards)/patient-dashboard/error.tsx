"use client";

/*
 * Her dashboard's frame (the tabs' layout) could not be loaded: the whole page is the notice, in
 * her language. The area's own layout, which holds the words, fails into app/(dashboards)/error.tsx.
 */
export { PatientPageError as default } from "./_components/patient-states";
