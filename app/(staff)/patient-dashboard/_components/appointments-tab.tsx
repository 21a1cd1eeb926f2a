import Link from "next/link";
import { CalendarCheck, ShieldAlert } from "lucide-react";
import { canReschedule } from "@/lib/appointments";
import { env } from "@/lib/env";
import { tabPath } from "@/lib/dashboard-routes";
import { formatIndiaDate, formatIndiaDateTime, indiaDateKey, indiaTimeKey } from "@/lib/india-time";
import { earliestNewStart, pastChangeCutoff, patientChangeMessages } from "@/lib/patient-changes";
import { appointmentsPage, type AppointmentView } from "@/lib/queries/appointments";
import { myBreachNotices, myEmailStatus, myRequests, type MyRequest } from "@/lib/queries/patient";
import { linkedBookingsMessage } from "@/lib/validations/email-verification";
import type { Viewer } from "@/lib/auth/viewer";
import { EmptyState } from "@/components/dashboard/empty-state";
import { buttonVariants } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { cn } from "@/lib/utils";
import { AppointmentCards, type AppointmentCard } from "./appointment-cards";
import { ClaimBooking, DismissLinkedNotice, ResendLinkButton } from "./email-actions";
import { AcknowledgeNotice, QuickQuestion } from "./patient-actions";

const requestStatus: Record<
  MyRequest["status"],
  { label: string; tone: "outline" | "warning" | "success" }
> = {
  new: { label: "Received", tone: "outline" },
  claimed: { label: "A coordinator has it", tone: "warning" },
  contacted: { label: "We have been in touch", tone: "warning" },
  scheduled: { label: "Appointment booked", tone: "success" },
  closed: { label: "Closed", tone: "outline" },
};

const closeReasons = {
  not_needed: "not needed",
  duplicate: "a duplicate",
  unreachable: "we could not reach you",
} as const;

const kindLabels = {
  consultation: "Consultation",
  video: "Video consultation",
  question: "Question",
} as const;

/** Where a request stands, in one line (one string: one text node in the HTML and the payload). */
function requestLine(request: MyRequest): string {
  const when = request.appointmentDate
    ? `appointment on ${formatIndiaDateTime(request.appointmentDate)}`
    : `you asked for ${formatIndiaDate(request.preferredDate)}, ${request.preferredTime}`;
  const closed =
    request.status === "closed" && request.closeReason
      ? ` · closed: ${closeReasons[request.closeReason]}`
      : "";
  return `Sent ${formatIndiaDate(request.createdAt)} · ${when}${closed}`;
}

function appointmentCard(appointment: AppointmentView): AppointmentCard {
  return {
    when: formatIndiaDateTime(appointment.appointmentDate),
    what: `${appointment.type} with Dr. ${appointment.doctor.name} · ${appointment.durationMinutes} minutes`,
    status: appointment.status,
    message: {
      doctor: `Dr. ${appointment.doctor.name}`,
      href: tabPath("patient-dashboard", "messages", appointment.doctor.id),
    },
  };
}

/**
 * An upcoming card with what she may do about it: change or cancel it herself before the cut-off,
 * call after it. Nothing for a visit that is over, cancelled or under way.
 */
function upcomingCard(appointment: AppointmentView, now: Date): AppointmentCard {
  const card = appointmentCard(appointment);
  const startsAt = appointment.appointmentDate;
  if (!canReschedule(appointment.status) || startsAt.getTime() <= now.getTime()) return card;
  const cutoffHours = env.PATIENT_CHANGE_CUTOFF_HOURS;
  if (pastChangeCutoff(startsAt, now, cutoffHours)) {
    return { ...card, change: { callUs: patientChangeMessages.callUs(cutoffHours) } };
  }
  return {
    ...card,
    change: {
      id: appointment.id,
      when: card.when,
      day: indiaDateKey(startsAt),
      time: indiaTimeKey(startsAt),
      firstDay: indiaDateKey(earliestNewStart(now, cutoffHours)),
      cutoffHours,
    },
  };
}

/** One of the three quick cards at the top of her dashboard. */
function QuickCard({
  icon,
  title,
  description,
  children,
}: {
  /** A `.dash-icon-*` mask of app/globals.css: an inline SVG would travel twice. */
  icon: "calendar-plus" | "video" | "calendar-check";
  title: string;
  description: string;
  children: React.ReactNode;
}) {
  return (
    <Card className="gap-3">
      <CardHeader>
        <CardTitle asChild>
          <h3 className="flex items-center gap-2">
            <span
              aria-hidden="true"
              className={`dash-icon dash-icon-${icon} text-primary size-5`}
            />
            {title}
          </h3>
        </CardTitle>
        <CardDescription>{description}</CardDescription>
      </CardHeader>
      <CardContent>{children}</CardContent>
    </Card>
  );
}

/**
 * Her care at a glance: the quick cards,
 * any notice the clinic owes her, her upcoming and past appointments, and her requests.
 */
export async function AppointmentsTab({ viewer, now }: { viewer: Viewer<"patient">; now: Date }) {
  const [upcoming, past, requests, notices, email] = await Promise.all([
    appointmentsPage(viewer, { page: 1, pageSize: 10, when: "upcoming" }, now),
    appointmentsPage(viewer, { page: 1, pageSize: 5, when: "past" }, now),
    myRequests(viewer),
    myBreachNotices(viewer),
    myEmailStatus(viewer),
  ]);
  const linked = email.linkedSinceSeen;
  const unreadNotices = notices.filter((notice) => !notice.readAt);

  return (
    <div className="space-y-8">
      {unreadNotices.map((notice) => (
        <AcknowledgeNotice
          key={notice.id}
          noticeId={notice.id}
          className="border-destructive/40 bg-destructive/5 rounded-xl border p-5"
        >
          <p className="text-destructive flex items-center gap-2 font-semibold">
            <ShieldAlert aria-hidden="true" className="size-5" />
            An important notice about your data
          </p>
          <p className="mt-2 text-sm">
            <span className="font-medium">What happened: </span>
            {notice.summary} (on {formatIndiaDate(notice.occurredAt)}, found on{" "}
            {formatIndiaDate(notice.discoveredAt)}).
          </p>
          <p className="mt-1 text-sm">
            <span className="font-medium">What we are doing, and what you can do: </span>
            {notice.measures}
          </p>
        </AcknowledgeNotice>
      ))}

      {email.confirmed ? null : (
        <div role="status" className="bg-muted/50 space-y-3 rounded-xl border p-5">
          <p className="font-semibold">Please confirm your email</p>
          <p className="text-sm">
            {`Open the link we email to ${viewer.email} to confirm it is yours. Once you have, bookings made with this address, on any device, appear here.`}
          </p>
          <ResendLinkButton />
        </div>
      )}
      {linked ? (
        <DismissLinkedNotice
          seenUpTo={linked.upTo.toISOString()}
          className="bg-trust-soft text-trust space-y-3 rounded-xl p-5"
        >
          <p>{linkedBookingsMessage(linked.references)}</p>
        </DismissLinkedNotice>
      ) : null}

      <div className="grid gap-4 sm:grid-cols-3">
        <QuickCard
          icon="calendar-plus"
          title="Book Appointment"
          description="A private consultation, with your details filled in."
        >
          <Link href="/book-consultation" className={cn(buttonVariants(), "w-full")}>
            Book an appointment
          </Link>
        </QuickCard>
        <QuickCard
          icon="video"
          title="Video Consultation"
          description="See a doctor from home; a coordinator sets up the call."
        >
          <Link
            href="/book-consultation?kind=video"
            className={cn(buttonVariants({ variant: "outline" }), "w-full")}
          >
            Request a video consultation
          </Link>
        </QuickCard>
        <QuickCard
          icon="calendar-check"
          title="Quick Question"
          description="Ask your care coordinator; the answer comes to Messages."
        >
          <QuickQuestion className="w-full" />
        </QuickCard>
      </div>

      <section aria-labelledby="upcoming-heading" className="space-y-3">
        <h3 id="upcoming-heading" className="text-lg font-semibold">
          Upcoming appointments
        </h3>
        {upcoming.rows.length === 0 ? (
          <EmptyState icon={CalendarCheck} title="No upcoming appointments">
            When a coordinator books your appointment, it appears here and in Messages.
          </EmptyState>
        ) : (
          <AppointmentCards cards={upcoming.rows.map((row) => upcomingCard(row, now))} />
        )}
      </section>

      <section aria-labelledby="requests-heading" className="space-y-3">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h3 id="requests-heading" className="text-lg font-semibold">
            Your requests
          </h3>
          <ClaimBooking />
        </div>
        {requests.length === 0 ? (
          <p className="text-muted-foreground text-sm">
            Requests you send from the booking form appear here with where they stand.
          </p>
        ) : (
          <ul className="dp-cards">
            {requests.map((request) => (
              <li key={request.reference}>
                <div>
                  <b>
                    {`${kindLabels[request.kind]} · `}
                    <code>{request.reference}</code>
                  </b>
                  <small>{requestLine(request)}</small>
                </div>
                <span className={`badge badge-${requestStatus[request.status].tone}`}>
                  {requestStatus[request.status].label}
                </span>
              </li>
            ))}
          </ul>
        )}
      </section>

      {past.rows.length > 0 ? (
        <section aria-labelledby="past-heading" className="space-y-3">
          <h3 id="past-heading" className="text-lg font-semibold">
            Past appointments
          </h3>
          <AppointmentCards cards={past.rows.map(appointmentCard)} />
        </section>
      ) : null}
    </div>
  );
}
