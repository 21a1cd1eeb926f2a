import { appointmentsPage } from "@/lib/queries/appointments";
import { AppointmentList, type AppointmentTabProps } from "@/components/dashboard/appointment-list";

/**
 * The appointments she coordinates. Manage is a link to the appointment's own address, which
 * opens over the list (or as a page of its own when reloaded) with the reschedule, reassign and
 * status forms: the list carries no more of each row than it shows, and no doctor list.
 */
export async function AppointmentsTab({
  viewer,
  now,
  path,
  params,
}: AppointmentTabProps<"coordinator">) {
  const page = await appointmentsPage(viewer, params, now);
  return (
    <AppointmentList
      path={path}
      params={params}
      page={page}
      columns={["patient", "doctor"]}
      caption="Appointments you coordinate"
      emptyHint="Appointments you coordinate appear here."
      action="Manage"
    />
  );
}
