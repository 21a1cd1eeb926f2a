import { formatIndiaDate, formatIndiaTime } from "@/lib/india-time";
import { appointmentsPage } from "@/lib/queries/appointments";
import { AppointmentList, type AppointmentTabProps } from "@/components/dashboard/appointment-list";
import { AppointmentDetails } from "./appointment-details";

/** Her appointments only, filtered and paged on the server; View Details opens the status panel. */
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
      action={(row) => (
        <AppointmentDetails
          appointment={{
            id: row.id,
            shortId: row.shortId,
            date: formatIndiaDate(row.appointmentDate),
            time: formatIndiaTime(row.appointmentDate),
            type: row.type,
            durationMinutes: row.durationMinutes,
            status: row.status,
            patientName: row.patient.name,
            patientShortId: row.patient.shortId,
          }}
        />
      )}
    />
  );
}
