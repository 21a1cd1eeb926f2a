import { placeLine } from "@/lib/appointments/place";
import { formatIndiaDate, formatIndiaTime } from "@/lib/india-time";
import type { AppointmentDetail } from "@/lib/queries/appointments";
import { ContactPreferencesLine } from "@/components/dashboard/contact-preferences";
import { TextMessageList } from "@/components/dashboard/text-messages";
import { AppointmentStatusBadge } from "@/components/dashboard/status-badges";
import { OpenRoomLink, VisitActivityBadge } from "@/components/dashboard/video-visit";
import { visitPath } from "@/lib/video/visit";

/**
 * One appointment as staff open it (the doctor's View Details, the coordinator's Manage): who,
 * when, what, its status, how she wants to be contacted, and the text messages sent to her about it. Neutral wording only: this may be
 * read over a shoulder. The notes and consents, and for her own doctor what she wrote when she
 * booked, are read on the server when it opens (and written to her access log there); the lists
 * never carry them.
 */
export function AppointmentDetailView({
  appointment,
  showDoctor = false,
  roomLink = false,
}: {
  appointment: AppointmentDetail;
  showDoctor?: boolean;
  /** Her doctor's view: the way into a video visit's room, while it may be entered. */
  roomLink?: boolean;
}) {
  const visit = appointment.visit;
  return (
    <div className="space-y-4">
      <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-6 gap-y-2 text-sm">
        <dt className="text-muted-foreground">When</dt>
        <dd className="font-medium">
          {formatIndiaDate(appointment.appointmentDate)} at{" "}
          {formatIndiaTime(appointment.appointmentDate)} (India time)
        </dd>
        <dt className="text-muted-foreground">Patient</dt>
        <dd className="font-medium">
          {appointment.patient.name}{" "}
          <span className="text-muted-foreground font-mono text-xs">
            #{appointment.patient.shortId}
          </span>
        </dd>
        {showDoctor ? (
          <>
            <dt className="text-muted-foreground">Doctor</dt>
            <dd>Dr. {appointment.doctor.name}</dd>
          </>
        ) : null}
        <dt className="text-muted-foreground">Type</dt>
        <dd>{appointment.type}</dd>
        <dt className="text-muted-foreground">Where</dt>
        <dd>
          {placeLine(appointment.place) ?? "Video consultation"}
          {visit?.activity ? (
            <>
              {" "}
              <VisitActivityBadge activity={visit.activity} />
            </>
          ) : null}
          {roomLink && visit?.joinable ? (
            <span className="mt-2 block">
              <OpenRoomLink href={visitPath(appointment.id)} />
            </span>
          ) : null}
        </dd>
        <dt className="text-muted-foreground">Duration</dt>
        <dd>{appointment.durationMinutes} minutes</dd>
        {appointment.videoVisit ? (
          <>
            <dt className="text-muted-foreground">Video visit</dt>
            <dd>
              {`Started ${formatIndiaTime(appointment.videoVisit.startedAt)}`}
              {appointment.videoVisit.endedAt
                ? `, ended ${formatIndiaTime(appointment.videoVisit.endedAt)}`
                : ", still on"}
            </dd>
          </>
        ) : null}
        <dt className="text-muted-foreground">Status</dt>
        <dd>
          <AppointmentStatusBadge status={appointment.status} />
        </dd>
        <dt className="text-muted-foreground">Appointment</dt>
        <dd className="font-mono text-xs">{appointment.shortId}</dd>
      </dl>
      <div
        role="group"
        aria-label="How to contact her"
        className="bg-trust-soft space-y-2 rounded-lg p-3 text-sm"
      >
        {appointment.contact ? (
          <ContactPreferencesLine contact={appointment.contact} />
        ) : (
          <p className="text-muted-foreground">
            No contact preferences on record: ask her how and when she prefers to be contacted.
          </p>
        )}
        <p>
          {appointment.consents.includes("reminders") ? (
            <span>Agreed to reminders and updates.</span>
          ) : (
            <span className="font-medium">
              No reminders or updates: she has not agreed to them, or withdrew.
            </span>
          )}
        </p>
      </div>
      <TextMessageList
        messages={appointment.textMessages}
        contact={appointment.contact}
        about="appointment"
      />
      {appointment.reasons ? (
        <section aria-labelledby={`reasons-${appointment.id}`} className="space-y-2 text-sm">
          <h3 id={`reasons-${appointment.id}`} className="font-semibold">
            What she wrote when she booked
          </h3>
          <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-6 gap-y-2">
            <dt className="text-muted-foreground">About</dt>
            <dd>{appointment.reasons.topic ?? "Not given"}</dd>
            <dt className="text-muted-foreground">Symptoms</dt>
            <dd className="whitespace-pre-line">{appointment.reasons.symptoms || "Not given"}</dd>
            <dt className="text-muted-foreground">Previous treatment</dt>
            <dd className="whitespace-pre-line">
              {appointment.reasons.previousTreatment || "Not given"}
            </dd>
          </dl>
        </section>
      ) : null}
      {appointment.notes ? (
        <div className="text-sm">
          <p className="text-muted-foreground">Notes</p>
          <p className="whitespace-pre-line">{appointment.notes}</p>
        </div>
      ) : null}
    </div>
  );
}
