import { appointmentsPage } from "@/lib/queries/appointments";
import { AppointmentList, type AppointmentTabProps } from "@/components/dashboard/appointment-list";

/**
 * Every appointment of the clinic, newest first, filtered and paged on the server. Read-only:
 * the coordinators move appointments. Each row shows the spec's fields (short id, date, time,
 * type, status, duration) and the doctor; patients are left out, the owner needs no names here.
 */
export async function AppointmentsTab({ viewer, now, path, params }: AppointmentTabProps) {
  const page = await appointmentsPage(viewer, params, now);
  return (
    <AppointmentList
      path={path}
      params={params}
      page={page}
      columns={["id", "doctor"]}
      caption="Every appointment"
      emptyHint="Bookings appear here as soon as they are scheduled."
    />
  );
}
