import type { BookingFormValues, TimeSlot, UrgencyValue } from "@/lib/validations/booking";
import type { BookingLanguage } from "@/content/booking-form";

export type { BookingLanguage };

/*
 * The booking form's values, on their own: the first script of the booking page needs them (to
 * hand what she typed to the engine) without the questions' components.
 */

/**
 * What the fields hold: the schema's input, except that a select can sit on its "Choose…" option
 * and the age field can be empty. The schema turns those into messages.
 */
export type BookingFields = Omit<
  BookingFormValues,
  "age" | "preferredTime" | "urgency" | "slot"
> & {
  age: number | "";
  preferredTime: TimeSlot | "";
  urgency: UrgencyValue | "";
  /** The chosen time's radio value, "doctorId|start" (withChosenTime reads it); "" for none. */
  slot: string;
};

export const emptyBooking: BookingFields = {
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
  topic: "",
  city: "",
  locale: "en",
  slot: "",
};

/** What the form holds now, read from its inputs: the engine starts from it. */
export function readBookingForm(form: HTMLFormElement, initial: BookingFields): BookingFields {
  const values: Record<string, unknown> = { ...initial };
  for (const element of Array.from(form.elements)) {
    if (
      !(
        element instanceof HTMLInputElement ||
        element instanceof HTMLSelectElement ||
        element instanceof HTMLTextAreaElement
      ) ||
      !element.name ||
      !(element.name in initial)
    ) {
      continue;
    }
    if (element instanceof HTMLInputElement && element.type === "checkbox") {
      values[element.name] = element.checked;
    } else if (element instanceof HTMLInputElement && element.type === "radio") {
      if (element.checked) values[element.name] = element.value;
    } else if (element.name === "age") {
      values.age = element.value.trim() === "" ? "" : Number(element.value);
    } else {
      values[element.name] = element.value;
    }
  }
  return values as BookingFields;
}

/** "Grade 2 piles · Jaipur", "Grade 2 piles", "Jaipur" in the form's language, or undefined. */
export function bookingContextIn(
  language: BookingLanguage,
  topic: string,
  city: string,
): string | undefined {
  const topics: Readonly<Record<string, string>> = language.words.topics;
  const cityName = language.cityNames.find(([id]) => id === city)?.[1];
  return [topics[topic], cityName].filter(Boolean).join(" · ") || undefined;
}
