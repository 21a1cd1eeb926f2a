// Beside the shell's layout rather than the area's, so the notice shows inside her dashboard.
export { PatientTabNotFound as default } from "../_components/patient-states";
