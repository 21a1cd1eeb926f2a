"use client";

import * as React from "react";
import { useForm, type FieldErrors } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { LockKeyhole } from "lucide-react";
import {
  bookingCityValues,
  bookingContextLabel,
  bookingTopicLabel,
} from "@/content/booking-topics";
import { bookWithoutScript, submitBooking } from "@/lib/actions/booking";
import { BODY_TOO_LARGE_MESSAGE } from "@/lib/request-size.mjs";
import { bookingLink } from "@/content/navigation";
import { announce, useAccount } from "@/components/auth/account-store";
import { bookingSchema, todayInIndia, type BookingInput } from "@/lib/validations/booking";
import { Button } from "@/components/ui/button";
import { applyFieldErrors, useSubmitOnce } from "@/components/ui/form";
import { AboutYouFieldset } from "./about-you-fieldset";
import { AppointmentFieldset } from "./appointment-fieldset";
import { BookingConfirmation, type BookedRequest } from "./booking-confirmation";
import { emptyBooking, type BookingFields, type BookingFormApi } from "./booking-fields";
import { ConsentFieldset } from "./consent-fieldset";
import { ContactFieldset } from "./contact-fieldset";
import { DetailsFieldset } from "./details-fieldset";

const SUCCESS_TITLE = "Consultation Booked Successfully!";
const SUCCESS_DESCRIPTION = "We'll contact you within 24 hours to confirm your appointment.";
/** Error messages say what to do next: give her time to read them. */
const ERROR_TOAST_MS = 10_000;
const CONSENT_REASON = "Tick the privacy consent to continue";
const NETWORK_ERROR =
  "We couldn't reach our booking service. Please check your connection and try again: your details are still here.";

/** A v4 UUID. crypto.randomUUID exists only on secure origins, getRandomValues everywhere. */
function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === "function") return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join("");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

const noSubscription = () => () => {};

/** False in the server's HTML (and for a browser without JavaScript), true once hydrated. */
function useHydrated(): boolean {
  return React.useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}

/** The server's messages for a booking sent without JavaScript, as react-hook-form holds errors. */
function serverErrors(fieldErrors: Partial<Record<string, string[]>>): FieldErrors<BookingFields> {
  const errors: Record<string, { type: string; message: string }> = {};
  for (const [name, messages] of Object.entries(fieldErrors)) {
    const message = messages?.[0];
    if (message) errors[name] = { type: "server", message };
  }
  return errors as FieldErrors<BookingFields>;
}

/**
 * Today in India, read in the browser only: the page is pre-rendered, so a date computed on the
 * server would be the build's date (and would not match the browser's during hydration).
 */
function useTodayInIndia(): string | undefined {
  return React.useSyncExternalStore(noSubscription, todayInIndia, () => undefined);
}

export function BookingForm() {
  const today = useTodayInIndia();
  const hydrated = useHydrated();
  const { pending: busy, onSubmit } = useSubmitOnce();
  // Sent without JavaScript: the browser posted the form, and the page came back with this.
  // The permalink is the form's address in the server's HTML (an empty action is not valid HTML).
  const [sentWithoutScript, formAction] = React.useActionState(
    bookWithoutScript,
    null,
    bookingLink.href,
  );
  const returned = sentWithoutScript?.ok === false ? sentWithoutScript : null;
  /** Her request once it is in: the confirmation takes the form's place. */
  const [booked, setBooked] = React.useState<BookedRequest | null>(
    sentWithoutScript?.ok
      ? bookedFrom(sentWithoutScript.reference, sentWithoutScript.values)
      : null,
  );
  /** Why the last attempt failed, kept on screen beside the button (the toast goes away). */
  const [failure, setFailure] = React.useState<string | null>(returned?.error ?? null);

  const initial: BookingFields = returned
    ? { ...emptyBooking, ...(returned.values as Partial<BookingFields>), idempotencyKey: "" }
    : emptyBooking;
  const form = useForm<BookingFields, unknown, BookingInput>({
    resolver: zodResolver<BookingFields, unknown, BookingInput>(bookingSchema),
    defaultValues: initial,
    mode: "onTouched",
    ...(returned ? { errors: serverErrors(returned.fieldErrors) } : {}),
  });
  const { getValues, handleSubmit, reset, setValue, watch } = form;

  const account = useAccount();
  const patientName =
    account.status === "signed-in" && account.account.role === "patient"
      ? account.account.firstName
      : null;

  // Signed in as a patient: her own details fill the empty fields (she can still change them).
  React.useEffect(() => {
    if (!patientName) return;
    let cancelled = false;
    void (async () => {
      try {
        const response = await fetch("/api/me/contact", { cache: "no-store" });
        const details = (response.ok ? await response.json() : null) as Record<
          "firstName" | "lastName" | "email" | "phone",
          string | null
        > | null;
        if (cancelled || !details) return;
        for (const field of ["firstName", "lastName", "email", "phone"] as const) {
          const value = details[field];
          if (value && !getValues(field)) setValue(field, value);
        }
      } catch {
        // Nothing filled in: she types her details as anyone else would.
      }
    })();
    return () => {
      cancelled = true;
    };
  }, [patientName, getValues, setValue]);

  // From her dashboard's Video Consultation card (/book-consultation?kind=video). Read after
  // hydration: the page is static HTML, the same for every visitor.
  const [video, setVideo] = React.useState(false);
  // From a package, condition or city page (/book-consultation?topic=grade-2-piles&city=jaipur):
  // what she was reading comes with her, shown above the form and changeable in it.
  const [cameFrom, setCameFrom] = React.useState<string>();
  React.useEffect(() => {
    const params = new URLSearchParams(window.location.search);
    if (params.get("kind") === "video") {
      setVideo(true);
      setValue("kind", "video");
    }
    const topic = params.get("topic");
    const city = params.get("city");
    const known = {
      topic: bookingTopicLabel(topic) ? (topic ?? "") : "",
      city: city && bookingCityValues.includes(city) ? city : "",
    };
    if (known.topic) setValue("topic", known.topic);
    if (known.city) setValue("city", known.city);
    setCameFrom(bookingContextLabel(known.topic, known.city));
  }, [setValue]);

  const consentGiven = watch("privacyConsent") === true;

  async function send(values: BookingInput) {
    let result: Awaited<ReturnType<typeof submitBooking>> | null = null;
    try {
      result = await submitBooking(values);
    } catch (error) {
      // Offline, timed out or a deploy in between: keep what she typed and the same key, so trying
      // again cannot book twice. A body over the server's limit says so in its own words.
      const tooLarge = error instanceof Error && error.message === BODY_TOO_LARGE_MESSAGE;
      const message = tooLarge ? BODY_TOO_LARGE_MESSAGE : NETWORK_ERROR;
      void announce("error", { title: "Error", description: message }, ERROR_TOAST_MS);
      setFailure(message);
      return;
    }

    if (result.ok) {
      void announce("success", { title: SUCCESS_TITLE, description: SUCCESS_DESCRIPTION });
      setBooked(bookedFrom(result.data.reference, values));
      // A fresh form and, with it, a fresh idempotency key, should she book for someone else.
      reset({ ...emptyBooking, kind: video ? "video" : "consultation" });
      return;
    }

    applyFieldErrors(form, result);
    void announce("error", { title: "Error", description: result.error }, ERROR_TOAST_MS);
    setFailure(result.error);
  }

  /** One key per filled-in form: made at the first attempt, kept across retries until a success. */
  function withIdempotencyKey() {
    if (!getValues("idempotencyKey")) setValue("idempotencyKey", newIdempotencyKey());
  }

  if (booked) {
    return (
      <BookingConfirmation
        request={booked}
        signedIn={patientName !== null}
        onAnother={() => setBooked(null)}
      />
    );
  }

  // The fieldsets read her answers and the messages through this: without JavaScript the
  // server's HTML must carry them itself (react-hook-form fills inputs only once it runs).
  const fields = withServerState(
    form,
    initial,
    returned ? serverErrors(returned.fieldErrors) : null,
  );

  return (
    <form
      // Without JavaScript the browser checks what it can (required fields, the consent box),
      // then posts to bookWithoutScript; with it, the schema's own messages show under the fields.
      noValidate={hydrated}
      // Never a GET: nothing she types lands in a URL.
      method="post"
      action={formAction}
      onSubmit={onSubmit((event) => {
        setFailure(null);
        withIdempotencyKey();
        return handleSubmit(send)(event);
      })}
      aria-busy={busy}
      className="relative space-y-8"
    >
      {video ? (
        <p className="bg-secondary text-secondary-foreground rounded-lg px-4 py-3 text-sm">
          You are asking for a video consultation: a coordinator will arrange the call with you.
        </p>
      ) : null}
      {cameFrom ? (
        <p className="bg-secondary text-secondary-foreground rounded-lg px-4 py-3 text-sm">
          You are booking about <strong>{cameFrom}</strong>. You can change this under Your
          appointment.
        </p>
      ) : null}
      {patientName ? (
        <p className="bg-trust-soft text-trust rounded-lg px-4 py-3 text-sm">
          You are signed in as {patientName}: this request will appear in your dashboard.
        </p>
      ) : null}
      <AboutYouFieldset form={fields} />
      <ContactFieldset form={fields} />
      <AppointmentFieldset form={fields} today={today} />
      <DetailsFieldset form={fields} />
      <ConsentFieldset form={fields} />

      {/* Honeypot: hidden from people and screen readers, filled in only by bots. */}
      <div aria-hidden="true" className="sr-only">
        <label htmlFor="booking-website">Website</label>
        <input
          id="booking-website"
          type="text"
          tabIndex={-1}
          autoComplete="off"
          {...form.register("website")}
        />
      </div>

      <div className="space-y-3">
        <Button
          type="submit"
          size="lg"
          className="w-full"
          // Enabled in the server's HTML: without JavaScript the consent box's `required` stops it.
          disabled={hydrated && (!consentGiven || busy)}
          aria-describedby={consentGiven ? undefined : "booking-submit-reason"}
        >
          <LockKeyhole aria-hidden="true" />
          {busy ? "Booking..." : "Book my private consultation"}
        </Button>
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
    </form>
  );
}

/** What the confirmation shows of a booking that is in. */
function bookedFrom(reference: string, values: Omit<BookedRequest, "reference">): BookedRequest {
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

/**
 * The form as the fieldsets use it, with what the server's HTML needs when the form came back
 * from bookWithoutScript: each input's default from her answers (react-hook-form sets values only
 * once it runs) and the server's messages while react-hook-form has none of its own.
 */
function withServerState(
  form: BookingFormApi,
  initial: BookingFields,
  errors: FieldErrors<BookingFields> | null,
): BookingFormApi {
  const register: BookingFormApi["register"] = (name, options) => {
    const registered = form.register(name, options);
    const value = initial[name as keyof BookingFields];
    if (typeof value === "boolean") return { ...registered, defaultChecked: value } as never;
    // A radio group's default is per option: its fieldset sets defaultChecked itself.
    if (name === "contactMethod") return registered;
    return { ...registered, defaultValue: value ?? "" } as never;
  };
  if (!errors) return { ...form, register };
  const formState = new Proxy(form.formState, {
    get(target, key, receiver) {
      if (key !== "errors") return Reflect.get(target, key, receiver);
      const own = target.errors;
      return Object.keys(own).length > 0 ? own : errors;
    },
  });
  return { ...form, register, formState };
}
