import type * as React from "react";
import type { UseFormReturn } from "react-hook-form";
import type { BookingInput } from "@/lib/validations/booking";
import type { BookingFields } from "./booking-values";
import { Optional } from "@/components/ui/field";
import { Label } from "@/components/ui/label";
import { cn } from "@/lib/utils";

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
  /** Marks the label optional; a string says it in other words. */
  optional?: boolean | string;
}) {
  return (
    <div className="flex items-start gap-3">
      <input id={id} {...props} type="checkbox" className={checkboxClassName} />
      <Label htmlFor={id} className="block py-0.5 font-normal">
        {label}
        {optional ? <Optional label={optional === true ? undefined : optional} /> : null}
      </Label>
    </div>
  );
}
