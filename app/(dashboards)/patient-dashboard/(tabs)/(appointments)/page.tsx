import { areaViewer } from "@/lib/auth/viewer";
import { patientTabCopy } from "@/lib/i18n/patient-copy";
import { PatientTabCopy } from "@/components/patient/patient-copy";
import { AppointmentsTab } from "../../_components/appointments-tab";

/** Appointments: the area's own address. Every read is scoped to her id. */
export default async function PatientAppointmentsPage() {
  const viewer = await areaViewer("patient-dashboard");
  if (!viewer) return null;
  return (
    <PatientTabCopy
      copy={patientTabCopy(viewer.locale, ["appointments", "appointmentAnswers", "quickQuestion"])}
    >
      <AppointmentsTab viewer={viewer} now={new Date()} />
    </PatientTabCopy>
  );
}
