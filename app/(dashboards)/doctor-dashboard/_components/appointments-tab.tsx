import { appointmentsPage } from "@/lib/queries/appointments";
import { AppointmentList, type AppointmentTabProps } from "@/components/dashboard/appointment-list";

/**
 * Her appointments only, filtered and paged on the server. View Details is a link to the
 * appointment's own address, which opens over the list (or as a page of its own when reloaded):
 * the list carries no more of each row than it shows.
 */
export async function AppointmentsTab({ viewer, now, path, params }: AppointmentTabProps) {
  const page = await appointmentsPage(viewer, params, now);
  return (
    <AppointmentList
      path={path}
      params={params}
      page={page}
      columns={["patient"]}
      caption="Your appointments"
      emptyHint="New bookings appear here as soon as a coordinator schedules them."
      action="View Details"
      roomLinks
    />
  );
}
