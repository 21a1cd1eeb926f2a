import { CircleAlert } from "lucide-react";
import { cn } from "@/lib/utils";

/** The message under a field that failed validation: in words and with an icon, never colour only. */
function FieldError({
  id,
  message,
  className,
}: {
  id: string;
  message: string | undefined;
  className?: string;
}) {
  if (!message) return null;
  return (
    <p
      id={id}
      data-slot="field-error"
      className={cn("text-destructive flex items-start gap-1.5 text-sm font-medium", className)}
    >
      <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      {message}
    </p>
  );
}

/** Helper text under a field. */
function FieldHint({
  id,
  children,
  className,
}: {
  id: string;
  children: React.ReactNode;
  className?: string;
}) {
  return (
    <p id={id} data-slot="field-hint" className={cn("text-muted-foreground text-sm", className)}>
      {children}
    </p>
  );
}

export { FieldError, FieldHint };
