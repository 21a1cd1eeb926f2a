// The dashboards' tab skeleton, named in her language.
export { PatientTabSkeleton as default } from "../../../_components/patient-states";
