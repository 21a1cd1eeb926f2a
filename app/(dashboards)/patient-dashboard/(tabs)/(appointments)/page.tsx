import { areaViewer } from "@/lib/auth/viewer";
import { AppointmentsTab } from "../../_components/appointments-tab";

/** Appointments: the area's own address. Every read is scoped to her id. */
export default async function PatientAppointmentsPage() {
  const viewer = await areaViewer("patient-dashboard");
  if (!viewer) return null;
  return <AppointmentsTab viewer={viewer} now={new Date()} />;
}
