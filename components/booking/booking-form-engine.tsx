"use client";

import * as React from "react";
import { useForm, type FieldErrors, type Resolver } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { LockKeyhole } from "lucide-react";
import { holdTime, releaseTime, submitBooking, type NoScriptBooking } from "@/lib/actions/booking";
import type { TimeChoices, TimeOption } from "@/lib/booking/time-choices";
import { formatIndiaTime } from "@/lib/india-time";
import { BODY_TOO_LARGE_MESSAGE } from "@/lib/server/request-size.mjs";
import { announce, usePatientFirstName } from "@/components/auth/account-store";
import {
  bookingSchemaFor,
  todayInIndia,
  withChosenTime,
  writtenContactMethods,
  type BookingInput,
} from "@/lib/validations/booking";
import { applyFieldErrors, useHydrated, useSubmitOnce } from "@/components/ui/form";
import { BookingConfirmation, bookedFrom, type BookedRequest } from "./booking-confirmation";
import type { BookingFormApi } from "./booking-fields";
import { BookingQuestions, type BookingTimes } from "./booking-questions";
import type { TimePickerLive } from "./time-picker";
import { emptyBooking, type BookingFields, type BookingLanguage } from "./booking-values";
import { BookingErrorSummary } from "./booking-error-summary";
import {
  BOOKING_RESULT_ID,
  BookingNotes,
  SubmitArea,
  type BookingContext,
  type FocusedField,
} from "./booking-form-parts";

/*
 * The booking form's engine: react-hook-form with the booking schema, its messages under each
 * field, one idempotency key per filled-in form, and the toasts. It loads when she starts on the
 * form (booking-form.tsx), not with the page: until then the page's own HTML is the form.
 */

/** Error messages say what to do next: give her time to read them. */
const ERROR_TOAST_MS = 10_000;

/** A v4 UUID. crypto.randomUUID exists only on secure origins, getRandomValues everywhere. */
function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === "function") return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join("");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
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

const noSubscription = () => () => {};

/**
 * Today in India, read in the browser: the engine mounts there, and the date must match what the
 * browser's clock says when she picks one.
 */
function useTodayInIndia(): string | undefined {
  return React.useSyncExternalStore(noSubscription, todayInIndia, () => undefined);
}

export type BookingFormEngineProps = {
  /** What the form holds when the engine takes over: her answers so far. */
  initial: BookingFields;
  /** A booking sent without JavaScript that came back refused: its message and her answers. */
  returned: Extract<NoScriptBooking, { ok: false }> | null;
  /** The no-script action (useActionState in booking-form.tsx): the form's action in HTML. */
  formAction: (form: FormData) => void;
  context: BookingContext;
  /** The form's words and messages in the page's language. */
  language: BookingLanguage;
  /** The field she was in when the engine took over: it gets the focus back. */
  focus?: FocusedField | null;
  /** The free times the page offered (time-choices.ts); none where it offers none. */
  times?: Omit<BookingTimes, "live"> | null;
};

export function BookingFormEngine({
  initial: starting,
  returned,
  formAction,
  context,
  language,
  focus = null,
  times = null,
}: BookingFormEngineProps) {
  const { toasts } = language.words;
  const schema = React.useMemo(() => bookingSchemaFor(language.messages), [language.messages]);
  const patientName = usePatientFirstName();
  const today = useTodayInIndia();
  const hydrated = useHydrated();
  const { pending: busy, onSubmit } = useSubmitOnce();
  /** Her request once it is in: the confirmation takes the form's place. */
  const [booked, setBooked] = React.useState<BookedRequest | null>(null);
  /**
   * Why the last attempt failed, kept on screen beside the button (the toast goes away). The
   * server's answer to a form sent without JavaScript says it once, at the top, until she sends
   * again.
   */
  const [failure, setFailure] = React.useState<string | null>(null);
  const [summary, setSummary] = React.useState(returned);

  const initial: BookingFields = returned
    ? { ...starting, ...(returned.values as Partial<BookingFields>), idempotencyKey: "" }
    : starting;
  // One object for as long as the answer is the same: react-hook-form applies `errors` again each
  // time it changes, which re-renders, so a new object per render never stopped rendering.
  const returnedErrors = React.useMemo(
    () => (returned ? serverErrors(returned.fieldErrors) : null),
    [returned],
  );
  // The chosen time's radio value becomes the schema's `slot` (and her preferred day and time),
  // as a form posted without JavaScript does on the server: one schema, one mapping.
  const resolver = React.useMemo(() => {
    const parse = zodResolver(schema);
    const chosen: Resolver<BookingFields, unknown, BookingInput> = (values, context, options) =>
      parse(withChosenTime(values) as never, context, options as never) as never;
    return chosen;
  }, [schema]);
  const form = useForm<BookingFields, unknown, BookingInput>({
    resolver,
    defaultValues: initial,
    mode: "onTouched",
    ...(returnedErrors ? { errors: returnedErrors } : {}),
  });
  const { getValues, handleSubmit, reset, setValue, watch } = form;
  // The server's answer keeps the focus: react-hook-form focuses the first field it was given an
  // error for, in its own effect, after the summary's (a child's effects run first).
  React.useEffect(() => {
    if (returned) document.getElementById(BOOKING_RESULT_ID)?.focus();
  }, [returned]);

  // The field she was typing in keeps the focus, and her caret, across the change of engine.
  React.useLayoutEffect(() => {
    if (!focus) return;
    const element = document.getElementById(focus.id);
    if (!(element instanceof HTMLElement)) return;
    element.focus({ preventScroll: true });
    if (
      (element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement) &&
      focus.selection
    ) {
      try {
        element.setSelectionRange(focus.selection[0], focus.selection[1]);
      } catch {
        // Not a text field (a date or a number): the focus is enough.
      }
    }
  }, [focus]);

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

  // 'Please don't call me' takes the phone call off the table: move her choice to a written one.
  const noCalls = watch("noCalls") === true;
  const contactMethod = watch("contactMethod");
  React.useEffect(() => {
    if (noCalls && contactMethod === "phone_call") {
      setValue("contactMethod", writtenContactMethods[0], { shouldValidate: true });
    }
  }, [noCalls, contactMethod, setValue]);

  const consentGiven = watch("privacyConsent") === true;

  // The free times: another place, doctor or day comes in place (her answers stay where they are),
  // and the time she picks is held for her at once.
  const [choices, setChoices] = React.useState<TimeChoices | null>(times?.choices ?? null);
  const [nearest, setNearest] = React.useState<readonly TimeOption[]>(
    returned?.nearest ?? times?.nearest ?? [],
  );
  const [loadingTimes, setLoadingTimes] = React.useState(false);
  const [hold, setHold] = React.useState<TimePickerLive["hold"]>(null);
  const slot = watch("slot");
  const urgent = watch("urgency") === "emergency" || watch("consultationType") === "emergency";
  /** The time held last: her own hold when the page showed it chosen. */
  const held = React.useRef(
    times?.choices.times.find((time) => time.mine && time.value === starting.slot)?.value ?? "",
  );
  const timesRequest = React.useRef(0);

  const showTimes = React.useCallback(
    async (href: string) => {
      const url = new URL(href, window.location.href);
      const params = new URLSearchParams(url.search);
      params.set("locale", language.locale);
      const request = (timesRequest.current += 1);
      setLoadingTimes(true);
      try {
        const response = await fetch(`/api/free-times?${params.toString()}`, {
          cache: "no-store",
        });
        if (!response.ok) throw new Error(`free times: ${response.status}`);
        const next = (await response.json()) as TimeChoices;
        if (request !== timesRequest.current) return;
        setChoices((before) => {
          // Another place: the time chosen there is not one she can have here.
          if (before?.place !== next.place && getValues("slot") !== "") setValue("slot", "");
          return next;
        });
        if (next.place === "video") setValue("kind", "video");
        else if (next.place) {
          setValue("kind", "consultation");
          setValue("city", next.place, { shouldValidate: Boolean(getValues("city")) });
        }
        window.history.replaceState(window.history.state, "", `${url.pathname}${url.search}`);
      } catch {
        // Offline for a moment: the list she has stays, and the link works once she is back.
        void announce(
          "error",
          { title: toasts.errorTitle, description: toasts.network },
          ERROR_TOAST_MS,
        );
      } finally {
        if (request === timesRequest.current) setLoadingTimes(false);
      }
    },
    [getValues, language.locale, setValue, toasts],
  );

  React.useEffect(() => {
    if (slot === held.current) return;
    if (!slot || urgent) {
      // "A coordinator calls me": the time she held goes back to the others.
      if (held.current) void releaseTime().catch(() => {});
      held.current = "";
      setHold(null);
      return;
    }
    held.current = slot;
    setHold({ state: "holding" });
    let current = true;
    holdTime({
      slot,
      kind: getValues("kind") ?? "consultation",
      consultationType: getValues("consultationType") ?? "initial",
      locale: language.locale,
    }).then(
      (answer) => {
        if (!current) return;
        if (answer.ok) {
          setHold({
            state: "held",
            until: formatIndiaTime(new Date(answer.expiresAt), language.locale),
          });
          return;
        }
        held.current = "";
        setHold({ state: "taken", message: answer.error });
        setNearest(answer.nearest ?? []);
        setChoices((before) =>
          before
            ? { ...before, times: before.times.filter((time) => time.value !== slot) }
            : before,
        );
        setValue("slot", "");
      },
      // Unreachable for a moment: her submit holds the time itself.
      () => current && setHold(null),
    );
    return () => {
      current = false;
    };
  }, [slot, urgent, getValues, setValue, language.locale]);

  async function send(values: BookingInput) {
    let result: Awaited<ReturnType<typeof submitBooking>> | null = null;
    try {
      result = await submitBooking(values);
    } catch (error) {
      // Offline, timed out or a deploy in between: keep what she typed and the same key, so trying
      // again cannot book twice. A body over the server's limit says so in its own words.
      const tooLarge = error instanceof Error && error.message === BODY_TOO_LARGE_MESSAGE;
      const message = tooLarge ? BODY_TOO_LARGE_MESSAGE : toasts.network;
      void announce("error", { title: toasts.errorTitle, description: message }, ERROR_TOAST_MS);
      setFailure(message);
      return;
    }

    if (result.ok) {
      // The confirmation that takes the form's place says it, once: no toast beside it.
      setBooked(bookedFrom(result.data.reference, values, result.data.appointment));
      held.current = "";
      setHold(null);
      // Her time is no longer free: a second booking (for her mother, say) sees the list as it is.
      if (result.data.appointment) void showTimes(window.location.href);
      // A fresh form and, with it, a fresh idempotency key, should she book for someone else.
      reset({
        ...emptyBooking,
        kind: context.video ? "video" : "consultation",
        locale: language.locale,
      });
      return;
    }

    if ("nearest" in result && Array.isArray(result.nearest)) {
      // The time went to someone else: the nearest ones are offered, her answers stay.
      held.current = "";
      setHold(null);
      setNearest(result.nearest as TimeOption[]);
      setChoices((before) =>
        before
          ? { ...before, times: before.times.filter((time) => time.value !== getValues("slot")) }
          : before,
      );
      setValue("slot", "");
    }
    applyFieldErrors(form, result);
    void announce("error", { title: toasts.errorTitle, description: result.error }, ERROR_TOAST_MS);
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
        language={language}
        signedIn={patientName !== null}
        onAnother={() => setBooked(null)}
      />
    );
  }

  // The fieldsets read her answers and the messages through this: without JavaScript the
  // server's HTML must carry them itself (react-hook-form fills inputs only once it runs).
  const fields = withServerState(form, initial, returnedErrors);

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
        setSummary(null);
        withIdempotencyKey();
        return handleSubmit(send)(event);
      })}
      aria-busy={busy}
      data-enhanced={hydrated ? "" : undefined}
      className="relative space-y-8"
    >
      {summary ? (
        <BookingErrorSummary
          error={summary.error}
          fieldErrors={summary.fieldErrors}
          words={language.words}
        />
      ) : null}
      <BookingNotes context={context} patientName={patientName} words={language.words} />
      <BookingQuestions
        form={fields}
        today={today}
        language={language}
        times={
          choices
            ? {
                choices,
                nearest,
                live: {
                  onNavigate: (href) => void showTimes(href),
                  loading: loadingTimes,
                  hold,
                  urgent,
                },
              }
            : null
        }
      />
      <SubmitArea
        icon={<LockKeyhole aria-hidden="true" />}
        // Enabled in the server's HTML: without JavaScript the consent box's `required` stops it.
        disabled={hydrated && (!consentGiven || busy)}
        busy={busy}
        consentGiven={consentGiven}
        failure={failure}
        words={language.words}
      />
    </form>
  );
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
    if (name === "contactMethod" || name === "slot") return registered;
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
