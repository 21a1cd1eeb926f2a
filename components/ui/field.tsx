import * as React from "react";
import { CircleAlert } from "lucide-react";
import { Slot } from "radix-ui";

import { Label } from "@/components/ui/label";
import { cn } from "@/lib/utils";

/** What a field's control carries so that it is named, described and marked invalid. */
type FieldControlProps = {
  id: string;
  "aria-invalid": true | undefined;
  "aria-describedby": string | undefined;
};

type FieldProps = {
  /** The control's id; its description is `${id}-hint` and its error `${id}-error`. */
  id: string;
  /** The visible label, above the control. Leave it out to place a `<Label>` yourself. */
  label?: React.ReactNode;
  /** Adds "(optional)" after the label, for a field she may leave empty; a string says it in other words. */
  optional?: boolean | string;
  /** Help under the control, read with it by a screen reader. */
  description?: React.ReactNode;
  /** The message of a failed check, under the description, in words and with an icon. */
  error?: string;
  /** Other elements that describe the control (a character count), read after the description. */
  describedBy?: string;
  /** The wrapper's classes: the form's own spacing. */
  className?: string;
  /**
   * The control, which receives the id and the aria attributes (works with react-hook-form's
   * `register` and with controlled inputs alike). For any other layout (a checkbox before its
   * label, an input with a prefix, a group of radios), a function that places them itself.
   */
  children: React.ReactElement | ((control: FieldControlProps) => React.ReactNode);
};

/** The ids among these, space-separated, or undefined when there are none. */
function describedBy(...ids: (string | false | null | undefined)[]): string | undefined {
  const present = ids.filter(Boolean);
  return present.length > 0 ? present.join(" ") : undefined;
}

/**
 * One form field: label, control, description and error, with the ids and the aria attributes
 * that tie them together worked out once, here.
 */
function Field({
  id,
  label,
  optional = false,
  description,
  error,
  describedBy: others,
  className = "space-y-2",
  children,
}: FieldProps) {
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const control: FieldControlProps = {
    id,
    "aria-invalid": error ? true : undefined,
    "aria-describedby": describedBy(description != null && hintId, others, error && errorId),
  };
  return (
    <div data-slot="field" className={className}>
      {label == null ? null : (
        <Label htmlFor={id}>
          {label}
          {optional ? <Optional label={optional === true ? undefined : optional} /> : null}
        </Label>
      )}
      {typeof children === "function" ? (
        children(control)
      ) : (
        // Slot merges: a child's own id or handlers win, and its own aria-describedby is read first.
        <Slot.Root {...control}>{children}</Slot.Root>
      )}
      {description == null ? null : <FieldDescription id={hintId}>{description}</FieldDescription>}
      <FieldError id={errorId} message={error} />
    </div>
  );
}

/** Help text under a control. */
function FieldDescription({
  id,
  children,
  className,
}: {
  id: string;
  children: React.ReactNode;
  className?: string;
}) {
  return (
    <p
      id={id}
      data-slot="field-description"
      className={cn("text-muted-foreground text-sm", className)}
    >
      {children}
    </p>
  );
}

/**
 * " (optional)" after a label or a legend, the space before it included; quieter than the words it
 * follows.
 */
function Optional({ label = "(optional)" }: { label?: string }) {
  return (
    <>
      {" "}
      <span className="text-muted-foreground font-normal">{label}</span>
    </>
  );
}

/** The message under a control that failed a check: in words and with an icon, never colour only. */
function FieldError({ id, message }: { id: string; message: string | undefined }) {
  if (!message) return null;
  return (
    <p
      id={id}
      data-slot="field-error"
      className="text-destructive flex items-start gap-1.5 text-sm font-medium"
    >
      <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      {message}
    </p>
  );
}

export { Field, FieldDescription, Optional, type FieldControlProps };
