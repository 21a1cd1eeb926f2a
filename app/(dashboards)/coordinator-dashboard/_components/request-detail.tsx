import Link from "next/link";
import { notFound } from "next/navigation";
import type { Viewer } from "@/lib/auth/viewer";
import { tabPath } from "@/lib/dashboards/routes";
import {
  formatIndiaDate,
  formatIndiaDateTime,
  indiaDateKey,
  indiaLocalToInstant,
} from "@/lib/india-time";
import { openRequestDetail, type RequestDetail } from "@/lib/queries/requests";
import {
  canStartFrom,
  mayActOn,
  requestAge,
  requestCloseReasonLabels,
  requestEventLabels,
  type RequestEventType,
} from "@/lib/booking/request-queue";
import { consultationTypeLabels } from "@/lib/validations/booking";
import { buttonVariants } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Separator } from "@/components/ui/separator";
import { ContactPreferencesLine } from "@/components/dashboard/contact-preferences";
import { TextMessageList } from "@/components/dashboard/text-messages";
import { visitMinutesFor } from "@/lib/appointments/availability";
import { RequestActions } from "./request-actions";
import { RequestStatusBadge, UrgencyBadge } from "./request-badges";

const kindLabels = {
  consultation: "Consultation",
  video: "Video consultation",
  question: "Question",
} as const;

/** Her own steps: the booking, and her changes to its appointment (even once her account is gone). */
const herOwn: ReadonlySet<RequestEventType> = new Set(["created", "rescheduled", "cancelled"]);

/** The booking form's values use hyphens; the database's underscores. */
const consultationTypeKeys = {
  initial: "initial",
  second_opinion: "second-opinion",
  follow_up: "follow-up",
  emergency: "emergency",
} as const;

function Field({
  label,
  children,
  wide = false,
}: {
  label: string;
  children: React.ReactNode;
  /** Across both columns: the long answers. */
  wide?: boolean;
}) {
  // The wrapping div is the one a <dl> allows around a dt/dd pair: it must be the dl's child.
  return (
    <div {...(wide ? { className: "coord-wide" } : {})}>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

/**
 * Over the queue, the dialog is the frame and its close button the way back; on its own page, the
 * request is a card with a link back to the queue.
 */
type PanelLayout = "dialog" | "page";

/**
 * One request opened from its address (the dialog over the queue and the full page alike): read
 * for her and written to the access log (Schedule reads the doctors itself). A request that
 * does not exist, or was erased at her request, is the area's "not available".
 */
export async function CoordinatorRequestDetail({
  viewer,
  requestId,
  now,
  layout,
}: {
  viewer: Viewer<"coordinator">;
  requestId: string;
  now: Date;
  layout: PanelLayout;
}) {
  const detail = await openRequestDetail(viewer, requestId);
  if (!detail) notFound();
  return <RequestDetailPanel detail={detail} user={viewer} now={now} layout={layout} />;
}

/** One request, opened: how to reach her first, then what she asked for, the history and the actions. */
function RequestDetailPanel({
  detail,
  user,
  now,
  layout,
}: {
  detail: RequestDetail;
  user: Viewer<"coordinator">;
  now: Date;
  layout: PanelLayout;
}) {
  const mayAct = mayActOn(user, { coordinatorId: detail.coordinator?.id ?? null });
  const allowed = {
    claim: mayAct && canStartFrom("claim", detail.status),
    contact: mayAct && canStartFrom("contact", detail.status),
    schedule: mayAct && canStartFrom("schedule", detail.status),
    close: mayAct && canStartFrom("close", detail.status),
  };
  const consultation = consultationTypeLabels[consultationTypeKeys[detail.consultationType]];

  const header = (
    <>
      <div className="flex flex-wrap items-start justify-between gap-2">
        <CardTitle asChild>
          <h2 id="request-heading" className="text-lg">
            {detail.name}
            <span className="text-muted-foreground font-normal">{`, ${detail.age}`}</span>
          </h2>
        </CardTitle>
        <div className="flex flex-wrap items-center gap-1.5">
          <UrgencyBadge urgency={detail.urgency} />
          <RequestStatusBadge status={detail.shownStatus} />
        </div>
      </div>
      <CardDescription>
        <span className="font-mono">{detail.reference}</span> · received{" "}
        {requestAge(detail.createdAt, now)} ·{" "}
        {detail.coordinator
          ? detail.coordinator.id === user.id
            ? "claimed by you"
            : `claimed by ${detail.coordinator.name}`
          : "unclaimed"}
      </CardDescription>
    </>
  );

  const body = (
    <>
      <div className="bg-muted/50 grid gap-2 rounded-lg border p-3">
        <h3 className="text-sm font-semibold">How she wants to be contacted</h3>
        <ContactPreferencesLine contact={detail.contact} />
        <dl className="coord-facts gap-2">
          <Field label="Phone">{detail.phone}</Field>
          <Field label="Email">{detail.email}</Field>
        </dl>
      </div>

      <dl className="coord-facts">
        <Field label="Asked for">
          {kindLabels[detail.kind]} · {consultation}
        </Field>
        {detail.about ? <Field label="Booked from">{detail.about}</Field> : null}
        <Field label="Preferred date and time">
          {formatIndiaDate(indiaLocalToInstant(`${detail.preferredDate}T12:00`))},{" "}
          {detail.preferredTime}
        </Field>
        <Field label="Account">{detail.hasAccount ? "Has an account" : "No account yet"}</Field>
        {detail.appointment ? (
          <Field label="Appointment">
            {formatIndiaDateTime(detail.appointment.at)}, {detail.appointment.durationMinutes} min,
            Dr {detail.appointment.doctorName}, {detail.appointment.place ?? "by video"}
          </Field>
        ) : null}
        {detail.closeReason ? (
          <Field label="Closed">
            {requestCloseReasonLabels[detail.closeReason]}
            {detail.closedAt ? `, ${formatIndiaDateTime(detail.closedAt)}` : ""}
          </Field>
        ) : null}
        <Field label="Symptoms" wide>
          {detail.symptoms || "Not given"}
        </Field>
        <Field label="Previous treatment" wide>
          {detail.previousTreatment || "Not given"}
        </Field>
      </dl>

      {Object.values(allowed).some(Boolean) ? (
        <>
          <Separator />
          <RequestActions
            requestId={detail.id}
            name={detail.name}
            allowed={allowed}
            today={indiaDateKey(now)}
            preferredDate={detail.preferredDate}
            preferredTime={detail.preferredTime}
            visitMinutes={visitMinutesFor(detail.kind, detail.consultationType)}
            bookedCity={detail.bookedCity}
            video={detail.kind === "video"}
          />
        </>
      ) : detail.status === "new" ||
        detail.status === "claimed" ||
        detail.status === "contacted" ? (
        <p className="text-muted-foreground text-sm">
          Another coordinator is handling this request.
        </p>
      ) : null}

      <Separator />
      <TextMessageList messages={detail.textMessages} contact={detail.contact} about="request" />

      <Separator />
      <div className="grid gap-2">
        <h3 className="font-semibold">History</h3>
        {detail.events.length === 0 ? (
          <p className="text-muted-foreground text-sm">Nothing recorded yet.</p>
        ) : (
          <ol className="grid gap-3 border-l pl-4">
            {detail.events.map((event) => (
              <li key={event.id} className="grid gap-0.5">
                <p className="text-sm font-medium">
                  {requestEventLabels[event.type]}
                  <span className="text-muted-foreground font-normal">
                    {" "}
                    · {event.actorName ??
                      (herOwn.has(event.type) ? "by her" : "by the system")} ·{" "}
                    <time dateTime={event.createdAt.toISOString()}>
                      {formatIndiaDateTime(event.createdAt)}
                    </time>
                  </span>
                </p>
                {event.note ? (
                  <p className="text-muted-foreground text-sm whitespace-pre-line">{event.note}</p>
                ) : null}
              </li>
            ))}
          </ol>
        )}
      </div>
    </>
  );

  if (layout === "dialog") {
    return (
      <section aria-labelledby="request-heading" className="grid gap-5">
        <div className="grid gap-2">{header}</div>
        {body}
      </section>
    );
  }

  return (
    <section aria-labelledby="request-heading" className="max-w-3xl">
      <Card className="gap-4">
        <CardHeader className="gap-2">
          <Link
            href={tabPath("coordinator-dashboard", "tasks")}
            className={`${buttonVariants({ variant: "ghost", size: "sm" })} coord-tap`}
          >
            <span aria-hidden="true" className="dash-icon dash-icon-arrow-left" />
            Back to the queue
          </Link>
          {header}
        </CardHeader>
        <CardContent className="grid gap-5">{body}</CardContent>
      </Card>
    </section>
  );
}
