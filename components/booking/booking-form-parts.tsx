import type { BookingFormWords } from "@/content/booking-form";
import { PatientNote } from "./patient-note";

/**
 * The server's answer to a booking sent without JavaScript: the confirmation, or what to fix. It
 * carries autofocus, so the page that comes back opens at it (focusing scrolls it into view), not
 * thousands of pixels above it at the page's top; the id lets a link or a test find it.
 */
export const BOOKING_RESULT_ID = "booking-result";

/*
 * What the booking form shows around its questions, shared by the page's first HTML (rendered on
 * the server, app/(site)/book-consultation/page.tsx) and the engine (booking-form-engine.tsx).
 * Kept free of class helpers and icon libraries: the engine's script carries it.
 */

/** What she was reading when she came to book: read from the address by the page. */
export type BookingContext = {
  /** From her dashboard's Video Consultation card (?kind=video). */
  video: boolean;
  /** "Grade 2 piles · Jaipur", from a package, condition or city page. */
  cameFrom?: string;
};

/** The field she was in, and her caret in it, when the engine took over the form. */
export type FocusedField = { id: string; selection: [number, number] | null };

/**
 * The notes above the questions: who she is (known in the browser only), then what she came
 * about (known from the address: the page renders those on the server).
 */
export function BookingNotes({
  context,
  patientName,
  words,
}: {
  context: BookingContext;
  patientName: string | null;
  words: BookingFormWords;
}) {
  return (
    <>
      <PatientNote patientName={patientName} note={words.notes.signedIn} />
      <ContextNotes context={context} words={words} />
    </>
  );
}

/** A video consultation, and the package or city she was reading about. */
export function ContextNotes({
  context,
  words,
}: {
  context: BookingContext;
  words: BookingFormWords;
}) {
  return (
    <>
      {context.video ? (
        <p className="bg-secondary text-secondary-foreground rounded-lg px-4 py-3 text-sm">
          {words.notes.video}
        </p>
      ) : null}
      {context.cameFrom ? (
        <p className="bg-secondary text-secondary-foreground rounded-lg px-4 py-3 text-sm">
          {words.notes.cameFromBefore} <strong>{context.cameFrom}</strong>
          {words.notes.cameFromAfter}
        </p>
      ) : null}
    </>
  );
}

/**
 * The submit button, why it waits (the privacy consent), and why the last attempt failed. The
 * button takes the classes <Button size="lg"> would give it.
 */
export function SubmitArea({
  icon,
  disabled,
  busy,
  consentGiven,
  failure,
  words,
}: {
  words: BookingFormWords;
  icon: React.ReactNode;
  disabled: boolean;
  busy: boolean;
  consentGiven: boolean;
  failure: string | null;
}) {
  return (
    <div className="space-y-3">
      <button
        type="submit"
        data-slot="button"
        className="btn btn-default btn-lg w-full"
        disabled={disabled}
        aria-describedby={consentGiven ? undefined : "booking-submit-reason"}
      >
        {icon}
        {busy ? words.submit.busy : words.submit.idle}
      </button>
      {consentGiven ? null : (
        <p id="booking-submit-reason" className="text-muted-foreground text-center text-sm">
          {words.submit.consentReason}
        </p>
      )}
      <p role="status" className="text-center text-sm">
        {failure ? (
          // Stays after the toast has gone, beside the button she will press again.
          <span className="text-destructive inline-block">{failure}</span>
        ) : null}
      </p>
    </div>
  );
}
