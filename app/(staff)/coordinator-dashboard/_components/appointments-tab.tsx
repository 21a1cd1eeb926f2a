import { canReschedule, nextStatuses } from "@/lib/appointments";
import { indiaDateKey, indiaTimeKey } from "@/lib/india-time";
import { appointmentsPage } from "@/lib/queries/appointments";
import { activeDoctors } from "@/lib/queries/users";
import { AppointmentList, type AppointmentTabProps } from "@/components/dashboard/appointment-list";
import { DoctorOptions, ManageAppointment } from "./manage-appointment";

/** The appointments she coordinates, with Manage: reschedule, reassign, change status. */
export async function AppointmentsTab({
  viewer,
  now,
  path,
  params,
}: AppointmentTabProps<"coordinator">) {
  const [page, doctors] = await Promise.all([
    appointmentsPage(viewer, params, now),
    activeDoctors(viewer),
  ]);
  return (
    <AppointmentList
      path={path}
      params={params}
      page={page}
      columns={["patient", "doctor"]}
      caption="Appointments you coordinate"
      emptyHint="Appointments you coordinate appear here."
      // The doctor list is sent once for the whole page, not once per row.
      wrapTable={(table) => <DoctorOptions doctors={doctors}>{table}</DoctorOptions>}
      action={(row) => (
        <ManageAppointment
          appointment={{
            id: row.id,
            date: indiaDateKey(row.appointmentDate),
            time: indiaTimeKey(row.appointmentDate),
            status: row.status,
            nextStatuses: [...nextStatuses(row.status)],
            movable: canReschedule(row.status),
            doctorId: row.doctor.id,
            doctorName: row.doctor.name,
            patientName: row.patient.name,
            type: row.type,
          }}
          today={indiaDateKey(now)}
        />
      )}
    />
  );
}
