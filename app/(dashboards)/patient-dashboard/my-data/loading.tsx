// A page of its own, outside the dashboard's shell: the area's spinner, not a tab's skeleton.
export { PatientAreaLoading as default } from "../_components/patient-states";
