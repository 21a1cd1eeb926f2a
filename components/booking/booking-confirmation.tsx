"use client";

import * as React from "react";
import { IntentLink as Link } from "@/components/ui/intent-link";
import { CircleCheck } from "lucide-react";
import { siteConfig } from "@/content/site";
import { usePatientFirstName } from "@/components/auth/account-store";
import { formatIndiaDate, formatIndiaDateTime, indiaLocalToInstant } from "@/lib/india-time";
import { fill } from "@/lib/template";
import type { BookingInput } from "@/lib/validations/booking";
import type { NoScriptBooking } from "@/lib/actions/booking";
import type { BookedAppointment } from "@/lib/booking/submit";
import { bookingContextIn, type BookingLanguage } from "./booking-values";
import { BOOKING_RESULT_ID } from "./booking-form-parts";
import { buttonVariants } from "@/components/ui/button";

/** The parts of her request the confirmation repeats back to her (and her appointment, if booked). */
export type BookedRequest = { reference: string; appointment?: BookedAppointment } & Pick<
  BookingInput,
  | "preferredDate"
  | "preferredTime"
  | "consultationType"
  | "kind"
  | "contactMethod"
  | "contactWindow"
  | "topic"
  | "city"
>;

/**
 * What she sees once her request is in, in place of the form: her reference, what she asked for,
 * what happens next and by when, and how to change or cancel it. Nothing here invites a second
 * submission; another request is a deliberate choice at the end.
 */
export function BookingConfirmation({
  request,
  language,
  signedIn,
  onAnother,
}: {
  request: BookedRequest;
  language: BookingLanguage;
  signedIn: boolean;
  onAnother: () => void;
}) {
  const { words, links } = language;
  const w = words.confirmation;
  const heading = React.useRef<HTMLHeadingElement>(null);
  // Her eyes and her screen reader land on the news, not at the bottom of a vanished form. React
  // focuses only form controls for autoFocus; the attribute is for a page without JavaScript.
  React.useEffect(() => heading.current?.focus(), []);

  const windowLabel = words.contactWindows[request.contactWindow];
  // "any time, 9 AM to 8 PM" inside a sentence.
  const when = `${windowLabel.charAt(0).toLowerCase()}${windowLabel.slice(1)}`;
  const consultation =
    request.kind === "video"
      ? fill(w.byVideo, { type: words.consultationTypes[request.consultationType] })
      : words.consultationTypes[request.consultationType];
  const booked = request.appointment;
  const cityName = language.cityNames.find(([id]) => id === request.city)?.[1] ?? request.city;
  const asked: [term: string, value: string][] = booked
    ? [
        [w.reference, request.reference],
        [w.booked.when, formatIndiaDateTime(new Date(booked.start), language.locale)],
        [w.booked.doctor, booked.doctorName],
        [
          w.booked.where,
          request.kind === "video" ? w.booked.video : fill(w.booked.clinic, { city: cityName }),
        ],
        [w.consultation, consultation],
      ]
    : [
        [w.reference, request.reference],
        [
          w.date,
          formatIndiaDate(indiaLocalToInstant(`${request.preferredDate}T12:00`), language.locale),
        ],
        [w.time, words.times[request.preferredTime]],
        [w.consultation, consultation],
        [
          w.contact,
          fill(w.contactValue, { method: words.contactMethods[request.contactMethod], when }),
        ],
      ];
  const about = bookingContextIn(language, request.topic, request.city);
  if (about) asked.splice(1, 0, [w.about, about]);

  return (
    <section
      id={BOOKING_RESULT_ID}
      aria-labelledby="booking-confirmation-heading"
      className="scroll-mt-24 space-y-6"
    >
      <div role="status" className="bg-trust-soft text-trust flex gap-3 rounded-xl p-5">
        <CircleCheck aria-hidden="true" className="mt-1 size-6 shrink-0" />
        <div className="space-y-1">
          <h2
            id="booking-confirmation-heading"
            ref={heading}
            autoFocus
            tabIndex={-1}
            className="text-xl font-semibold outline-none"
          >
            {booked ? w.booked.heading : w.heading}
          </h2>
          <p>
            {w.referenceBefore} <strong>{request.reference}</strong>
            {w.referenceAfter}
          </p>
        </div>
      </div>

      <div>
        <h3 className="font-semibold">{booked ? w.booked.title : w.askedTitle}</h3>
        <dl className="mt-2 divide-y rounded-lg border">
          {asked.map(([term, value]) => (
            <div key={term} className="grid gap-1 px-4 py-2.5 sm:grid-cols-[12rem_1fr]">
              <dt className="text-muted-foreground text-sm">{term}</dt>
              <dd className="font-medium">{value}</dd>
            </div>
          ))}
        </dl>
      </div>

      <div className="space-y-2">
        <h3 className="font-semibold">{w.nextTitle}</h3>
        <p>
          {booked
            ? w.booked.next
            : fill(w.next, { channel: w.channels[request.contactMethod], when })}
        </p>
      </div>

      <div className="space-y-2">
        <h3 className="font-semibold">{w.changeTitle}</h3>
        <p>
          {w.callUs}{" "}
          <a href={siteConfig.phone.href} className="text-primary underline underline-offset-4">
            {siteConfig.phone.display}
          </a>{" "}
          {w.writeTo}{" "}
          <a
            href={`mailto:${siteConfig.email}`}
            className="text-primary underline underline-offset-4"
          >
            {siteConfig.email}
          </a>{" "}
          {w.withReference}{" "}
          {signedIn ? (
            <>
              {w.inDashboardBefore}{" "}
              <Link href={links.dashboard} className="text-primary underline underline-offset-4">
                {w.dashboard}
              </Link>
              .
            </>
          ) : (
            <>
              {w.eraseBefore}{" "}
              <Link
                href={links.deleteBooking}
                className="text-primary underline underline-offset-4"
              >
                {w.erase}
              </Link>
              .
            </>
          )}
        </p>
      </div>

      {/* A link to a fresh form, which it is without JavaScript; with it, the form comes back here. */}
      <a
        href={links.book}
        className={buttonVariants({ variant: "outline" })}
        onClick={(event) => {
          event.preventDefault();
          onAnother();
        }}
      >
        {w.another}
      </a>
    </section>
  );
}

/** What the confirmation shows of a booking that is in. */
export function bookedFrom(
  reference: string,
  values: Omit<BookedRequest, "reference" | "appointment">,
  appointment?: BookedAppointment,
): BookedRequest {
  return {
    reference,
    ...(appointment ? { appointment } : {}),
    preferredDate: values.preferredDate,
    preferredTime: values.preferredTime,
    consultationType: values.consultationType,
    kind: values.kind,
    contactMethod: values.contactMethod,
    contactWindow: values.contactWindow,
    topic: values.topic,
    city: values.city,
  };
}

/** The confirmation of a booking sent before the engine was there: it asks who is signed in. */
function ConfirmationForAccount(props: {
  request: BookedRequest;
  language: BookingLanguage;
  onAnother: () => void;
}) {
  return <BookingConfirmation {...props} signedIn={usePatientFirstName() !== null} />;
}

export type ConfirmationForSentProps = {
  /** The answer of a booking sent before the engine arrived (bookWithoutScript). */
  sent: Extract<NoScriptBooking, { ok: true }>;
  language: BookingLanguage;
  onAnother: () => void;
};

/** The confirmation for a booking the server took without the engine. */
export function ConfirmationForSent({ sent, ...props }: ConfirmationForSentProps) {
  return (
    <ConfirmationForAccount
      request={bookedFrom(sent.reference, sent.values, sent.appointment)}
      {...props}
    />
  );
}
