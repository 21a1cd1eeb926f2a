import Link from "next/link";
import { CalendarCheck, ShieldAlert } from "lucide-react";
import { localePath, type Locale } from "@/content/i18n";
import { hindiClinic } from "@/content/hi/clinics";
import { canReschedule } from "@/lib/appointments/status";
import { clinicIn, directionsUrl, placeLine } from "@/lib/appointments/place";
import { formatTime12h, timeFrom12h } from "@/lib/appointments/availability";
import { env } from "@/lib/env";
import { tabPath } from "@/lib/dashboards/routes";
import { formatIndiaDate, formatIndiaDateTime, indiaDateKey, indiaTimeKey } from "@/lib/india-time";
import {
  earliestNewStart,
  pastChangeCutoff,
  patientChangeMessagesIn,
} from "@/lib/appointments/patient-changes";
import { patientCopy, type PatientCopy } from "@/lib/i18n/patient-copy";
import { myAppointments, type AppointmentView } from "@/lib/queries/appointments";
import {
  myBreachNotices,
  myEmailStatus,
  myNews,
  myRequests,
  type MyRequest,
} from "@/lib/queries/patient";
import { fill } from "@/lib/template";
import { linkedBookingsMessage } from "@/lib/validations/email-verification";
import { visitPath } from "@/lib/video/visit";
import type { Viewer } from "@/lib/auth/viewer";
import { EmptyState } from "@/components/dashboard/empty-state";
import { buttonVariants } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { cn } from "@/lib/utils";
import { AppointmentCards, type AppointmentCard } from "./appointment-cards";
import { ClaimBooking, DismissLinkedNotice, ResendLinkButton } from "./email-actions";
import { AcknowledgeNotice, QuickQuestion } from "./patient-actions";

type Words = PatientCopy["appointments"];

const requestTones = {
  new: "outline",
  claimed: "warning",
  contacted: "warning",
  scheduled: "success",
  closed: "outline",
  cancelled: "outline",
} as const satisfies Record<MyRequest["status"], "outline" | "warning" | "success">;

/** The time she asked for, as the booking form stored it ("10:30 AM"), in her language. */
function askedTime(time: string, locale: Locale): string {
  if (locale === "en") return time;
  const clock = timeFrom12h(time);
  return clock ? formatTime12h(clock, locale) : time;
}

/** Where a request stands, in one line (one string: one text node in the HTML and the payload). */
function requestLine(request: MyRequest, words: Words, locale: Locale): string {
  const w = words.requests;
  const when = request.appointmentDate
    ? fill(w.appointmentOn, { when: formatIndiaDateTime(request.appointmentDate, locale) })
    : fill(w.askedFor, {
        date: formatIndiaDate(request.preferredDate, locale),
        time: askedTime(request.preferredTime, locale),
      });
  const closed =
    request.status === "closed" && request.closeReason
      ? fill(w.closed, { reason: w.closeReasons[request.closeReason] })
      : "";
  return fill(w.line, { sent: formatIndiaDate(request.createdAt, locale), when, closed });
}

function appointmentCard(
  appointment: AppointmentView,
  words: Words,
  locale: Locale,
): AppointmentCard {
  const doctor = fill(words.card.doctor, { name: appointment.doctor.name });
  const types: Readonly<Record<string, string>> = words.visitTypes;
  const place = placeLine(appointment.place, locale);
  const clinic =
    appointment.place.mode === "in_person" && appointment.place.clinic
      ? clinicIn(appointment.place.clinic)
      : undefined;
  return {
    when: formatIndiaDateTime(appointment.appointmentDate, locale),
    what: fill(words.card.what, {
      type: types[appointment.type] ?? appointment.type,
      doctor,
      minutes: appointment.durationMinutes,
    }),
    where: place ? fill(words.card.at, { place }) : words.card.video,
    ...(clinic
      ? {
          directions: {
            href: directionsUrl(clinic),
            label: fill(words.card.directions, {
              clinic: locale === "hi" ? hindiClinic(clinic).name : clinic.name,
            }),
          },
        }
      : {}),
    status: appointment.status,
    ...(appointment.visit?.joinable ? { join: visitPath(appointment.id) } : {}),
    message: {
      doctor,
      href: tabPath("patient-dashboard", "messages", appointment.doctor.id),
    },
  };
}

/**
 * An upcoming card with what she may do about it: change or cancel it herself before the cut-off,
 * call after it. Nothing for a visit that is over, cancelled or under way.
 */
function upcomingCard(appointment: AppointmentView, now: Date, copy: PatientCopy): AppointmentCard {
  const card = appointmentCard(appointment, copy.appointments, copy.locale);
  const startsAt = appointment.appointmentDate;
  if (!canReschedule(appointment.status) || startsAt.getTime() <= now.getTime()) return card;
  const cutoffHours = env.PATIENT_CHANGE_CUTOFF_HOURS;
  const changes = patientChangeMessagesIn(copy.appointmentAnswers.changes);
  if (pastChangeCutoff(startsAt, now, cutoffHours)) {
    return { ...card, change: { callUs: changes.callUs(cutoffHours) } };
  }
  return {
    ...card,
    change: {
      id: appointment.id,
      when: card.when,
      day: indiaDateKey(startsAt),
      time: indiaTimeKey(startsAt),
      firstDay: indiaDateKey(earliestNewStart(now, cutoffHours)),
      cutoff: changes.hours(cutoffHours),
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
  const copy = patientCopy(viewer.locale);
  const { locale } = copy;
  const words = copy.appointments;
  const [{ upcoming, past }, requests, notices, email, news] = await Promise.all([
    myAppointments(viewer, now),
    myRequests(viewer),
    myBreachNotices(viewer),
    myEmailStatus(viewer),
    myNews(viewer),
  ]);
  const linked = email.linkedSinceSeen;
  const unreadNotices = notices.filter((notice) => !notice.readAt);
  // What is new since she last looked, each a way to the tab that shows it.
  const fresh = [
    { tab: "messages" as const, label: words.news.message, count: news.doctorMessages },
    { tab: "reports" as const, label: words.news.report, count: news.reports },
  ].filter((item) => item.count > 0);

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
            {words.breach.title}
          </p>
          <p className="mt-2 text-sm">
            <span className="font-medium">{words.breach.happened}</span>
            {fill(words.breach.dates, {
              summary: notice.summary,
              occurred: formatIndiaDate(notice.occurredAt, locale),
              discovered: formatIndiaDate(notice.discoveredAt, locale),
            })}
          </p>
          <p className="mt-1 text-sm">
            <span className="font-medium">{words.breach.measures}</span>
            {notice.measures}
          </p>
        </AcknowledgeNotice>
      ))}

      {fresh.length > 0 ? (
        <ul aria-label={words.news.label} className="flex flex-wrap gap-2">
          {fresh.map((item) => (
            <li key={item.tab}>
              <Link
                href={tabPath("patient-dashboard", item.tab)}
                className={cn(buttonVariants({ variant: "outline" }), "gap-2")}
              >
                <span aria-hidden="true" className="bg-primary size-2 rounded-full" />
                {item.label}
              </Link>
            </li>
          ))}
        </ul>
      ) : null}

      {email.confirmed ? null : (
        <div role="status" className="bg-muted/50 space-y-3 rounded-xl border p-5">
          <p className="font-semibold">{words.email.confirmTitle}</p>
          <p className="text-sm">{fill(words.email.confirmBody, { email: viewer.email })}</p>
          <ResendLinkButton />
        </div>
      )}
      {linked ? (
        <DismissLinkedNotice
          seenUpTo={linked.upTo.toISOString()}
          className="bg-trust-soft text-trust space-y-3 rounded-xl p-5"
        >
          <p>{linkedBookingsMessage(linked.references, copy.appointmentAnswers.linkedBookings)}</p>
        </DismissLinkedNotice>
      ) : null}

      <div className="grid gap-4 sm:grid-cols-3">
        <QuickCard
          icon="calendar-plus"
          title={words.quick.book.title}
          description={words.quick.book.description}
        >
          <Link
            href={localePath(locale, "/book-consultation")}
            className={cn(buttonVariants(), "w-full")}
          >
            {words.quick.book.action}
          </Link>
        </QuickCard>
        <QuickCard
          icon="video"
          title={words.quick.video.title}
          description={words.quick.video.description}
        >
          <Link
            href={localePath(locale, "/book-consultation?kind=video")}
            className={cn(buttonVariants({ variant: "outline" }), "w-full")}
          >
            {words.quick.video.action}
          </Link>
        </QuickCard>
        <QuickCard
          icon="calendar-check"
          title={words.quick.question.title}
          description={words.quick.question.description}
        >
          <QuickQuestion className="w-full" />
        </QuickCard>
      </div>

      <section aria-labelledby="upcoming-heading" className="space-y-3">
        <h3 id="upcoming-heading" className="text-lg font-semibold">
          {words.upcoming.heading}
        </h3>
        {upcoming.rows.length === 0 ? (
          <EmptyState icon={CalendarCheck} title={words.upcoming.emptyTitle}>
            {words.upcoming.emptyBody}
          </EmptyState>
        ) : (
          <AppointmentCards cards={upcoming.rows.map((row) => upcomingCard(row, now, copy))} />
        )}
      </section>

      <section aria-labelledby="requests-heading" className="space-y-3">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h3 id="requests-heading" className="text-lg font-semibold">
            {words.requests.heading}
          </h3>
          <ClaimBooking />
        </div>
        {requests.length === 0 ? (
          <p className="text-muted-foreground text-sm">{words.requests.empty}</p>
        ) : (
          <ul className="dp-cards">
            {requests.map((request) => (
              <li key={request.reference}>
                <div>
                  <b>
                    {`${words.requests.kinds[request.kind]} · `}
                    <code>{request.reference}</code>
                  </b>
                  <small>{requestLine(request, words, locale)}</small>
                </div>
                <span className={`badge badge-${requestTones[request.status]}`}>
                  {words.requests.statuses[request.status]}
                </span>
              </li>
            ))}
          </ul>
        )}
      </section>

      {past.rows.length > 0 ? (
        <section aria-labelledby="past-heading" className="space-y-3">
          <h3 id="past-heading" className="text-lg font-semibold">
            {words.past.heading}
          </h3>
          <AppointmentCards cards={past.rows.map((row) => appointmentCard(row, words, locale))} />
        </section>
      ) : null}
    </div>
  );
}
