/*
 * What the booking form shows around its questions, shared by the page's first HTML
 * (booking-form.tsx) and the engine (booking-form-engine.tsx). Kept free of class helpers and
 * icon libraries: this is part of the booking page's first script.
 */

const CONSENT_REASON = "Tick the privacy consent to continue";

/** What she was reading when she came to book: read from the address by the page. */
export type BookingContext = {
  /** From her dashboard's Video Consultation card (?kind=video). */
  video: boolean;
  /** "Grade 2 piles · Jaipur", from a package, condition or city page. */
  cameFrom?: string;
};

/** The field she was in, and her caret in it, when the engine took over the form. */
export type FocusedField = { id: string; selection: [number, number] | null };

/** The notes above the questions: a video consultation, what she came about, who she is. */
export function BookingNotes({
  context,
  patientName,
}: {
  context: BookingContext;
  patientName: string | null;
}) {
  return (
    <>
      {context.video ? (
        <p className="bg-secondary text-secondary-foreground rounded-lg px-4 py-3 text-sm">
          You are asking for a video consultation: a coordinator will arrange the call with you.
        </p>
      ) : null}
      {context.cameFrom ? (
        <p className="bg-secondary text-secondary-foreground rounded-lg px-4 py-3 text-sm">
          You are booking about <strong>{context.cameFrom}</strong>. You can change this under Your
          appointment.
        </p>
      ) : null}
      {patientName ? (
        <p className="bg-trust-soft text-trust rounded-lg px-4 py-3 text-sm">
          You are signed in as {patientName}: this request will appear in your dashboard.
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
}: {
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
        {busy ? "Booking..." : "Book my private consultation"}
      </button>
      {consentGiven ? null : (
        <p id="booking-submit-reason" className="text-muted-foreground text-center text-sm">
          {CONSENT_REASON}
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
