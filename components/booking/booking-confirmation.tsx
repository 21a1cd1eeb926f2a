"use client";

import * as React from "react";
import { IntentLink as Link } from "@/components/ui/intent-link";
import { CircleCheck } from "lucide-react";
import { bookingContextLabel } from "@/content/booking-topics";
import { siteConfig } from "@/content/site";
import { usePatientFirstName } from "@/components/auth/account-store";
import { formatIndiaDate, indiaLocalToInstant } from "@/lib/india-time";
import {
  consultationTypeLabels,
  contactMethodLabels,
  contactWindowLabels,
  type BookingInput,
} from "@/lib/validations/booking";
import { buttonVariants } from "@/components/ui/button";

/** The parts of her request the confirmation repeats back to her. */
export type BookedRequest = { reference: string } & Pick<
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

/** "by WhatsApp", "by phone call", "by email", as a sentence reads it. */
function byChannel(method: BookedRequest["contactMethod"]): string {
  const label = contactMethodLabels[method];
  return `by ${method === "whatsapp" || method === "sms" ? label : label.toLowerCase()}`;
}

/**
 * What she sees once her request is in, in place of the form: her reference, what she asked for,
 * what happens next and by when, and how to change or cancel it. Nothing here invites a second
 * submission; another request is a deliberate choice at the end.
 */
export function BookingConfirmation({
  request,
  signedIn,
  onAnother,
}: {
  request: BookedRequest;
  signedIn: boolean;
  onAnother: () => void;
}) {
  const heading = React.useRef<HTMLHeadingElement>(null);
  // Her eyes and her screen reader land on the news, not at the bottom of a vanished form.
  React.useEffect(() => heading.current?.focus(), []);

  const windowLabel = contactWindowLabels[request.contactWindow];
  // "any time, 9 AM to 8 PM" inside a sentence.
  const when = `${windowLabel.charAt(0).toLowerCase()}${windowLabel.slice(1)}`;
  const asked: [term: string, value: string][] = [
    ["Reference", request.reference],
    ["Preferred date", formatIndiaDate(indiaLocalToInstant(`${request.preferredDate}T12:00`))],
    ["Preferred time", request.preferredTime],
    [
      "Consultation",
      request.kind === "video"
        ? `${consultationTypeLabels[request.consultationType]}, by video`
        : consultationTypeLabels[request.consultationType],
    ],
    ["How we contact you", `${contactMethodLabels[request.contactMethod]}, ${when}`],
  ];
  const about = bookingContextLabel(request.topic, request.city);
  if (about) asked.splice(1, 0, ["About", about]);

  return (
    <section aria-labelledby="booking-confirmation-heading" className="space-y-6">
      <div role="status" className="bg-trust-soft text-trust flex gap-3 rounded-xl p-5">
        <CircleCheck aria-hidden="true" className="mt-1 size-6 shrink-0" />
        <div className="space-y-1">
          <h2
            id="booking-confirmation-heading"
            ref={heading}
            tabIndex={-1}
            className="text-xl font-semibold outline-none"
          >
            Request received
          </h2>
          <p>
            Your reference is <strong>{request.reference}</strong>: quote it if you call us.
          </p>
        </div>
      </div>

      <div>
        <h3 className="font-semibold">What you asked for</h3>
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
        <h3 className="font-semibold">What happens next</h3>
        <p>
          Within 24 hours a woman from our care team contacts you {byChannel(request.contactMethod)}{" "}
          ({when}) to confirm a time with one of our doctors. Your appointment is fixed only once
          she has confirmed it with you.
        </p>
      </div>

      <div className="space-y-2">
        <h3 className="font-semibold">To change or cancel</h3>
        <p>
          Call us on{" "}
          <a href={siteConfig.phone.href} className="text-primary underline underline-offset-4">
            {siteConfig.phone.display}
          </a>{" "}
          or write to{" "}
          <a
            href={`mailto:${siteConfig.email}`}
            className="text-primary underline underline-offset-4"
          >
            {siteConfig.email}
          </a>{" "}
          with your reference.{" "}
          {signedIn ? (
            <>
              The request is also in your{" "}
              <Link href="/patient-dashboard" className="text-primary underline underline-offset-4">
                dashboard
              </Link>
              .
            </>
          ) : (
            <>
              To have your details erased instead, use{" "}
              <Link href="/delete-my-booking" className="text-primary underline underline-offset-4">
                delete my booking details
              </Link>
              .
            </>
          )}
        </p>
      </div>

      {/* A link to a fresh form, which it is without JavaScript; with it, the form comes back here. */}
      <a
        href="/book-consultation"
        className={buttonVariants({ variant: "outline" })}
        onClick={(event) => {
          event.preventDefault();
          onAnother();
        }}
      >
        Book a consultation for someone else
      </a>
    </section>
  );
}

/** What the confirmation shows of a booking that is in. */
export function bookedFrom(
  reference: string,
  values: Omit<BookedRequest, "reference">,
): BookedRequest {
  return {
    reference,
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
export function ConfirmationForAccount(props: { request: BookedRequest; onAnother: () => void }) {
  return <BookingConfirmation {...props} signedIn={usePatientFirstName() !== null} />;
}
