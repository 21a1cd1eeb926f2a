import type * as React from "react";
import type { UseFormReturn } from "react-hook-form";
import type { BookingInput } from "@/lib/validations/booking";
import type { BookingFields } from "./booking-values";
import { Optional } from "@/components/ui/field";
import { Label } from "@/components/ui/label";
import { cn } from "@/lib/utils";
import { AboutYouFieldset } from "./about-you-fieldset";
import { AppointmentFieldset } from "./appointment-fieldset";
import { ConsentFieldset } from "./consent-fieldset";
import { ContactFieldset } from "./contact-fieldset";
import { DetailsFieldset } from "./details-fieldset";

/** The booking form's react-hook-form handle, which each fieldset receives. */
export type BookingFormApi = UseFormReturn<BookingFields, unknown, BookingInput>;

/**
 * A native checkbox rather than the Radix one in components/ui: it saves ~6 kB of JavaScript on
 * this page and needs no Controller. The same 20 px box; the label beside it is part of the target.
 */
const checkboxClassName = cn(
  "accent-primary border-input mt-0.5 size-5 shrink-0 cursor-pointer rounded-md",
  "aria-invalid:outline-destructive aria-invalid:outline-2 aria-invalid:outline-offset-2",
);

/** A checkbox with its label beside it, the label part of the target; `optional` marks the label. */
export function CheckboxRow({
  id,
  label,
  optional = false,
  ...props
}: Omit<React.ComponentProps<"input">, "type"> & {
  id: string;
  label: React.ReactNode;
  optional?: boolean;
}) {
  return (
    <div className="flex items-start gap-3">
      <input id={id} {...props} type="checkbox" className={checkboxClassName} />
      <Label htmlFor={id} className="block py-0.5 font-normal">
        {label}
        {optional ? <Optional /> : null}
      </Label>
    </div>
  );
}

/**
 * The form's questions: five fieldsets and the honeypot. Rendered twice over: by the booking page
 * on the server, as plain HTML with `plainBookingApi` (the first thing she sees, no script needed),
 * and by the form's engine in the browser once she starts on it, with react-hook-form. Hook-free
 * for that reason, and the same markup both ways so that the change is invisible.
 */
export function BookingQuestions({ form, today }: { form: BookingFormApi; today?: string }) {
  return (
    <>
      <AboutYouFieldset form={form} />
      <ContactFieldset form={form} />
      <AppointmentFieldset form={form} today={today} />
      <DetailsFieldset form={form} />
      <ConsentFieldset form={form} />

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
    </>
  );
}

/**
 * The part of react-hook-form's handle the fieldsets use, for HTML without it: each input named
 * and holding its starting value, no messages. What the server renders the questions with.
 */
export function plainBookingApi(initial: BookingFields): BookingFormApi {
  const register = (name: keyof BookingFields) => {
    const value = initial[name];
    if (typeof value === "boolean") return { name, defaultChecked: value };
    // A radio group's default is per option: its fieldset sets defaultChecked itself.
    if (name === "contactMethod") return { name };
    return { name, defaultValue: value };
  };
  const api = {
    register,
    watch: (name: keyof BookingFields) => initial[name],
    setValue: () => {},
    formState: { errors: {}, defaultValues: initial },
  };
  return api as unknown as BookingFormApi;
}
