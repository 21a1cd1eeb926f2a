"use client";

import * as React from "react";
import Link from "next/link";
import { useForm, type FieldPath } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { LockKeyhole } from "lucide-react";
import { FieldError, FieldHint } from "@/components/ui/field-message";
import { submitBooking } from "@/lib/actions/booking";
import { BODY_TOO_LARGE_MESSAGE } from "@/lib/request-size.mjs";
import { useAccount } from "@/components/auth/account-store";
import { consentWording } from "@/content/consents";
import {
  aYearAfter,
  bookingLimits,
  bookingSchema,
  contactMethodLabels,
  contactMethods,
  contactWindowLabels,
  contactWindows,
  writtenContactMethods,
  consultationTypeLabels,
  consultationTypes,
  timeSlots,
  todayInIndia,
  urgencies,
  urgencyLabels,
  type BookingFormValues,
  type BookingInput,
  type TimeSlot,
  type UrgencyValue,
} from "@/lib/validations/booking";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { NativeSelect, NativeSelectOption } from "@/components/ui/native-select";
import { Textarea } from "@/components/ui/textarea";
import { toast } from "@/components/ui/sonner";
import { cn } from "@/lib/utils";

const SUCCESS_TITLE = "Consultation Booked Successfully!";
const SUCCESS_DESCRIPTION = "We'll contact you within 24 hours to confirm your appointment.";
/** Error messages say what to do next: give her time to read them. */
const ERROR_TOAST_MS = 10_000;
const CONSENT_REASON = "Tick the privacy consent to continue";
const NETWORK_ERROR =
  "We couldn't reach our booking service. Please check your connection and try again: your details are still here.";

/**
 * What the fields hold: the schema's input, except that a select can sit on its "Choose…" option
 * and the age field can be empty. The schema turns those into messages.
 */
type BookingFields = Omit<BookingFormValues, "age" | "preferredTime" | "urgency"> & {
  age: number | "";
  preferredTime: TimeSlot | "";
  urgency: UrgencyValue | "";
};

const emptyForm: BookingFields = {
  firstName: "",
  lastName: "",
  email: "",
  phone: "",
  age: "",
  preferredDate: "",
  preferredTime: "",
  consultationType: "initial",
  symptoms: "",
  previousTreatment: "",
  urgency: "",
  privacyConsent: false,
  communicationConsent: false,
  offersConsent: false,
  idempotencyKey: "",
  website: "",
  contactMethod: "phone_call",
  noCalls: false,
  contactWindow: "anytime",
  kind: "consultation",
};

/** A v4 UUID. crypto.randomUUID exists only on secure origins, getRandomValues everywhere. */
function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === "function") return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join("");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/**
 * A native checkbox rather than the Radix one in components/ui: it saves ~6 kB of JavaScript on
 * this page and needs no Controller. The same 20 px box; the label beside it is part of the target.
 */
const checkboxClassName = cn(
  "accent-primary border-input mt-0.5 size-5 shrink-0 cursor-pointer rounded-md",
  "aria-invalid:outline-destructive aria-invalid:outline-2 aria-invalid:outline-offset-2",
);

const noSubscription = () => () => {};

/**
 * Today in India, read in the browser only: the page is pre-rendered, so a date computed on the
 * server would be the build's date (and would not match the browser's during hydration).
 */
function useTodayInIndia(): string | undefined {
  return React.useSyncExternalStore(noSubscription, todayInIndia, () => undefined);
}

function describedBy(...ids: (string | false | undefined)[]): string | undefined {
  const present = ids.filter(Boolean);
  return present.length > 0 ? present.join(" ") : undefined;
}

function Optional() {
  return <span className="text-muted-foreground font-normal">(optional)</span>;
}

export function BookingForm() {
  const today = useTodayInIndia();
  const inFlight = React.useRef(false);
  const [reference, setReference] = React.useState<string | null>(null);
  /** Why the last attempt failed, kept on screen beside the button (the toast goes away). */
  const [failure, setFailure] = React.useState<string | null>(null);

  const {
    formState: { errors, isSubmitting },
    getValues,
    handleSubmit,
    register,
    reset,
    setError,
    setValue,
    watch,
  } = useForm<BookingFields, unknown, BookingInput>({
    resolver: zodResolver<BookingFields, unknown, BookingInput>(bookingSchema),
    defaultValues: emptyForm,
    mode: "onTouched",
  });

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
  React.useEffect(() => {
    if (new URLSearchParams(window.location.search).get("kind") === "video") {
      setVideo(true);
      setValue("kind", "video");
    }
  }, [setValue]);

  const consentGiven = watch("privacyConsent") === true;
  const noCalls = watch("noCalls") === true;
  const contactMethod = watch("contactMethod");

  // 'Please don't call me' takes the phone call off the table: move her choice to a written one.
  React.useEffect(() => {
    if (noCalls && contactMethod === "phone_call") {
      setValue("contactMethod", writtenContactMethods[0], { shouldValidate: true });
    }
  }, [noCalls, contactMethod, setValue]);
  const busy = isSubmitting;

  async function send(values: BookingInput) {
    let result: Awaited<ReturnType<typeof submitBooking>> | null = null;
    try {
      result = await submitBooking(values);
    } catch (error) {
      // Offline, timed out or a deploy in between: keep what she typed and the same key, so trying
      // again cannot book twice. A body over the server's limit says so in its own words.
      const tooLarge = error instanceof Error && error.message === BODY_TOO_LARGE_MESSAGE;
      const message = tooLarge ? BODY_TOO_LARGE_MESSAGE : NETWORK_ERROR;
      toast.error("Error", { description: message, duration: ERROR_TOAST_MS });
      setFailure(message);
      return;
    }

    if (result.ok) {
      toast.success(SUCCESS_TITLE, { description: SUCCESS_DESCRIPTION });
      setReference(result.data.reference);
      // A fresh form and, with it, a fresh idempotency key for the next booking.
      reset({ ...emptyForm, kind: video ? "video" : "consultation" });
      return;
    }

    for (const [field, messages] of Object.entries(result.fieldErrors ?? {})) {
      const message = messages[0];
      if (message) setError(field as FieldPath<BookingFields>, { type: "server", message });
    }
    toast.error("Error", { description: result.error, duration: ERROR_TOAST_MS });
    setFailure(result.error);
  }

  async function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // A second click before React re-renders the disabled button must not send twice.
    if (inFlight.current) return;
    inFlight.current = true;
    setReference(null);
    setFailure(null);
    // One key per filled-in form: made at the first attempt, kept across retries until a success.
    if (!getValues("idempotencyKey")) setValue("idempotencyKey", newIdempotencyKey());
    try {
      await handleSubmit(send)(event);
    } finally {
      inFlight.current = false;
    }
  }

  const fieldProps = (name: FieldPath<BookingFields>, hint?: boolean) => {
    const id = `booking-${name}`;
    const invalid = Boolean(errors[name as keyof typeof errors]);
    return {
      id,
      "aria-invalid": invalid || undefined,
      "aria-describedby": describedBy(hint && `${id}-hint`, invalid && `${id}-error`),
    };
  };
  const errorOf = (name: keyof BookingFields) => errors[name]?.message;

  return (
    <form
      noValidate
      // Never a GET: if the form were ever sent without JavaScript, nothing would land in a URL.
      method="post"
      onSubmit={onSubmit}
      aria-busy={busy}
      className="relative space-y-8"
    >
      {video ? (
        <p className="bg-secondary text-secondary-foreground rounded-lg px-4 py-3 text-sm">
          You are asking for a video consultation: a coordinator will arrange the call with you.
        </p>
      ) : null}
      {patientName ? (
        <p className="bg-trust-soft text-trust rounded-lg px-4 py-3 text-sm">
          You are signed in as {patientName}: this request will appear in your dashboard.
        </p>
      ) : null}
      <fieldset className="space-y-5">
        <legend className="mb-4 text-lg font-semibold">About you</legend>
        <div className="grid gap-5 sm:grid-cols-2">
          <div className="space-y-2">
            <Label htmlFor="booking-firstName">First name</Label>
            <Input
              {...fieldProps("firstName")}
              {...register("firstName")}
              autoComplete="given-name"
              maxLength={bookingLimits.name}
              required
            />
            <FieldError id="booking-firstName-error" message={errorOf("firstName")} />
          </div>
          <div className="space-y-2">
            <Label htmlFor="booking-lastName">Last name</Label>
            <Input
              {...fieldProps("lastName")}
              {...register("lastName")}
              autoComplete="family-name"
              maxLength={bookingLimits.name}
              required
            />
            <FieldError id="booking-lastName-error" message={errorOf("lastName")} />
          </div>
          <div className="space-y-2">
            <Label htmlFor="booking-email">Email</Label>
            <Input
              {...fieldProps("email", true)}
              {...register("email")}
              type="email"
              inputMode="email"
              autoComplete="email"
              maxLength={bookingLimits.email}
              required
            />
            <FieldHint id="booking-email-hint">
              We send your confirmation here, nothing else.
            </FieldHint>
            <FieldError id="booking-email-error" message={errorOf("email")} />
          </div>
          <div className="space-y-2">
            <Label htmlFor="booking-phone">Phone</Label>
            <Input
              {...fieldProps("phone", true)}
              {...register("phone")}
              type="tel"
              inputMode="tel"
              autoComplete="tel"
              placeholder="+91 98765 43210"
              required
            />
            <FieldHint id="booking-phone-hint">
              Only a woman from our care team uses it, the way you choose below.
            </FieldHint>
            <FieldError id="booking-phone-error" message={errorOf("phone")} />
          </div>
          <div className="space-y-2">
            <Label htmlFor="booking-age">Age</Label>
            <Input
              {...fieldProps("age", true)}
              {...register("age", { valueAsNumber: true })}
              type="number"
              inputMode="numeric"
              min={bookingLimits.minAge}
              max={bookingLimits.maxAge}
              step={1}
              required
              className="sm:max-w-40"
            />
            <FieldHint id="booking-age-hint">
              {bookingLimits.minAge} to {bookingLimits.maxAge} years.
            </FieldHint>
            <FieldError id="booking-age-error" message={errorOf("age")} />
          </div>
        </div>
      </fieldset>

      <fieldset className="space-y-5">
        <legend className="mb-1 text-lg font-semibold">How we contact you</legend>
        <p className="text-muted-foreground text-sm">
          We never mention your condition in a call, message or email subject.
        </p>
        <div className="space-y-2">
          <div className="flex items-start gap-3">
            <input
              id="booking-noCalls"
              {...register("noCalls")}
              type="checkbox"
              aria-describedby="booking-noCalls-hint"
              className={checkboxClassName}
            />
            <Label htmlFor="booking-noCalls" className="block py-0.5 font-normal">
              Please don&apos;t call me
            </Label>
          </div>
          <FieldHint id="booking-noCalls-hint" className="pl-8">
            We will only write to you, by WhatsApp, SMS or email.
          </FieldHint>
        </div>
        <div
          role="radiogroup"
          aria-labelledby="booking-contactMethod-label"
          aria-describedby={errorOf("contactMethod") ? "booking-contactMethod-error" : undefined}
          className="space-y-2"
        >
          <p id="booking-contactMethod-label" className="text-sm font-medium">
            How should we reach you?
          </p>
          <div className="grid grid-cols-2 gap-2 sm:grid-cols-4">
            {contactMethods.map((method) => {
              const disabled = noCalls && method === "phone_call";
              return (
                <label
                  key={method}
                  className={cn(
                    "border-input bg-card flex min-h-11 cursor-pointer items-center gap-2 rounded-lg border px-3 text-sm",
                    "has-[:checked]:border-primary has-[:checked]:bg-secondary has-[:focus-visible]:ring-ring has-[:focus-visible]:ring-2",
                    disabled && "cursor-not-allowed opacity-50",
                  )}
                >
                  <input
                    type="radio"
                    value={method}
                    disabled={disabled}
                    {...register("contactMethod")}
                    className="accent-primary size-4"
                  />
                  {/* "By email", not "Email": the form already has a field of that name. */}
                  By{" "}
                  {method === "sms" || method === "whatsapp"
                    ? contactMethodLabels[method]
                    : contactMethodLabels[method].toLowerCase()}
                </label>
              );
            })}
          </div>
          <FieldError id="booking-contactMethod-error" message={errorOf("contactMethod")} />
        </div>
        <div className="space-y-2 sm:max-w-sm">
          <Label htmlFor="booking-contactWindow">When is a good time?</Label>
          <NativeSelect {...fieldProps("contactWindow", true)} {...register("contactWindow")}>
            {contactWindows.map((window) => (
              <NativeSelectOption key={window} value={window}>
                {contactWindowLabels[window]}
              </NativeSelectOption>
            ))}
          </NativeSelect>
          <FieldHint id="booking-contactWindow-hint">India time, Monday to Saturday.</FieldHint>
          <FieldError id="booking-contactWindow-error" message={errorOf("contactWindow")} />
        </div>
      </fieldset>

      <fieldset className="space-y-5">
        <legend className="mb-4 text-lg font-semibold">Your appointment</legend>
        <div className="grid gap-5 sm:grid-cols-2">
          <div className="space-y-2">
            <Label htmlFor="booking-preferredDate">Preferred date</Label>
            <Input
              {...fieldProps("preferredDate", true)}
              {...register("preferredDate")}
              type="date"
              min={today}
              max={today ? aYearAfter(today) : undefined}
              required
            />
            <FieldHint id="booking-preferredDate-hint">
              Today or within the next 12 months (India time).
            </FieldHint>
            <FieldError id="booking-preferredDate-error" message={errorOf("preferredDate")} />
          </div>
          <div className="space-y-2">
            <Label htmlFor="booking-preferredTime">Preferred time</Label>
            <NativeSelect {...fieldProps("preferredTime")} {...register("preferredTime")} required>
              <NativeSelectOption value="">Choose a time</NativeSelectOption>
              {timeSlots.map((slot) => (
                <NativeSelectOption key={slot} value={slot}>
                  {slot}
                </NativeSelectOption>
              ))}
            </NativeSelect>
            <FieldError id="booking-preferredTime-error" message={errorOf("preferredTime")} />
          </div>
          <div className="space-y-2">
            <Label htmlFor="booking-consultationType">Consultation type</Label>
            <NativeSelect
              {...fieldProps("consultationType")}
              {...register("consultationType")}
              required
            >
              {consultationTypes.map((type) => (
                <NativeSelectOption key={type} value={type}>
                  {consultationTypeLabels[type]}
                </NativeSelectOption>
              ))}
            </NativeSelect>
            <FieldError id="booking-consultationType-error" message={errorOf("consultationType")} />
          </div>
          <div className="space-y-2">
            <Label htmlFor="booking-urgency">How soon would you like to be seen?</Label>
            <NativeSelect {...fieldProps("urgency")} {...register("urgency")} required>
              <NativeSelectOption value="">Choose one</NativeSelectOption>
              {urgencies.map((urgency) => (
                <NativeSelectOption key={urgency} value={urgency}>
                  {urgencyLabels[urgency]}
                </NativeSelectOption>
              ))}
            </NativeSelect>
            <FieldError id="booking-urgency-error" message={errorOf("urgency")} />
          </div>
        </div>
      </fieldset>

      <fieldset className="space-y-5">
        <legend className="mb-1 text-lg font-semibold">
          Tell us more <Optional />
        </legend>
        <p className="text-muted-foreground text-sm">
          Share only what you are comfortable with. Only the doctor and care coordinator looking
          after you read it.
        </p>
        <div className="space-y-2">
          <Label htmlFor="booking-symptoms">
            What are you experiencing? <Optional />
          </Label>
          <Textarea
            {...fieldProps("symptoms")}
            {...register("symptoms")}
            rows={4}
            // Health details have no place in the browser's autofill history.
            autoComplete="off"
            maxLength={bookingLimits.symptoms}
          />
          <FieldError id="booking-symptoms-error" message={errorOf("symptoms")} />
        </div>
        <div className="space-y-2">
          <Label htmlFor="booking-previousTreatment">
            Any treatment so far? <Optional />
          </Label>
          <Textarea
            {...fieldProps("previousTreatment")}
            {...register("previousTreatment")}
            rows={3}
            autoComplete="off"
            maxLength={bookingLimits.previousTreatment}
          />
          <FieldError id="booking-previousTreatment-error" message={errorOf("previousTreatment")} />
        </div>
      </fieldset>

      <fieldset className="space-y-4">
        <legend className="mb-1 text-lg font-semibold">What you agree to</legend>
        <p className="text-muted-foreground text-sm">
          Each one separately. You can withdraw the optional ones at any time from your account, and
          read how we protect your data in our{" "}
          <Link
            href="/privacy-policy"
            className="text-primary font-medium underline underline-offset-4"
          >
            privacy policy
          </Link>
          .
        </p>
        <div className="space-y-2">
          <div className="flex items-start gap-3">
            <input
              {...fieldProps("privacyConsent")}
              {...register("privacyConsent")}
              type="checkbox"
              aria-required="true"
              className={checkboxClassName}
            />
            <Label htmlFor="booking-privacyConsent" className="block py-0.5 font-normal">
              {consentWording.care.label} <span className="text-muted-foreground">(required)</span>
            </Label>
          </div>
          <FieldError id="booking-privacyConsent-error" message={errorOf("privacyConsent")} />
        </div>
        <div className="flex items-start gap-3">
          <input
            id="booking-communicationConsent"
            {...register("communicationConsent")}
            type="checkbox"
            className={checkboxClassName}
          />
          <Label htmlFor="booking-communicationConsent" className="block py-0.5 font-normal">
            {consentWording.reminders.label} <Optional />
          </Label>
        </div>
        <div className="flex items-start gap-3">
          <input
            id="booking-offersConsent"
            {...register("offersConsent")}
            type="checkbox"
            className={checkboxClassName}
          />
          <Label htmlFor="booking-offersConsent" className="block py-0.5 font-normal">
            {consentWording.offers.label} <Optional />
          </Label>
        </div>
      </fieldset>

      {/* Honeypot: hidden from people and screen readers, filled in only by bots. */}
      <div aria-hidden="true" className="sr-only">
        <label htmlFor="booking-website">Website</label>
        <input
          id="booking-website"
          type="text"
          tabIndex={-1}
          autoComplete="off"
          {...register("website")}
        />
      </div>

      <div className="space-y-3">
        <Button
          type="submit"
          size="lg"
          className="w-full"
          disabled={!consentGiven || busy}
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
          {reference ? (
            <span className="bg-trust-soft text-trust inline-block rounded-lg px-3 py-2 font-medium">
              Request received. Your reference is {reference}: quote it if you call us.
            </span>
          ) : failure ? (
            // Stays after the toast has gone, beside the button she will press again.
            <span className="text-destructive inline-block">{failure}</span>
          ) : null}
        </p>
      </div>
    </form>
  );
}
