"use client";

import * as React from "react";
import type { BookingFormWords } from "@/content/booking-form";
import { clinicPhone } from "@/content/contact";
import { fill } from "@/lib/template";
import { BOOKING_RESULT_ID } from "./booking-form-parts";

/**
 * The server's refusal of a booking sent without JavaScript, at the top of the form: its message,
 * each field to fix as a link to that field, and, when no field is to blame (a limit, an outage),
 * the clinic's number to tap. It takes the focus when the page arrives (autoFocus in the HTML).
 */
export function BookingErrorSummary({
  error,
  fieldErrors,
  words,
}: {
  error: string;
  fieldErrors: Partial<Record<string, string[]>>;
  words: BookingFormWords;
}) {
  const answer = React.useRef<HTMLDivElement>(null);
  // autoFocus moves the focus when a page without JavaScript arrives; React applies it only to
  // form controls, so a form sent before the engine loaded focuses the answer here.
  React.useEffect(() => answer.current?.focus(), []);
  const fields = Object.entries(fieldErrors).flatMap(([name, messages]) =>
    messages?.[0] ? [[name, messages[0]] as const] : [],
  );
  return (
    <div
      id={BOOKING_RESULT_ID}
      ref={answer}
      tabIndex={-1}
      autoFocus
      className="border-destructive/40 bg-destructive/5 scroll-mt-24 space-y-2 rounded-xl border p-4 outline-none focus-visible:ring-2"
    >
      <p className="text-destructive font-semibold">{error}</p>
      {fields.length > 0 ? (
        <ul className="list-disc space-y-1 pl-5 text-sm">
          {fields.map(([name, message]) => (
            <li key={name}>
              <a href={`#booking-${name}`} className="underline underline-offset-4">
                {message}
              </a>
            </li>
          ))}
        </ul>
      ) : (
        <p>
          <a
            href={clinicPhone.href}
            className="text-primary inline-flex min-h-11 items-center font-medium underline underline-offset-4"
          >
            {fill(words.submit.call, { phone: clinicPhone.display })}
          </a>
        </p>
      )}
    </div>
  );
}
