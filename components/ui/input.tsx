import * as React from "react";

import { cn } from "@/lib/utils";

/** Shared by Input, Textarea and NativeSelect so every field looks and behaves alike. */
const fieldClassName = cn(
  "w-full min-w-0 rounded-lg border border-input bg-card text-base text-foreground shadow-xs",
  "transition-[color,border-color,box-shadow] motion-reduce:transition-none",
  "placeholder:text-muted-foreground selection:bg-primary selection:text-primary-foreground",
  "outline-none focus-visible:border-ring focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background focus-visible:outline-hidden",
  "disabled:cursor-not-allowed disabled:bg-muted disabled:opacity-60",
  "aria-invalid:border-destructive aria-invalid:focus-visible:ring-destructive",
);

function Input({ className, type, ...props }: React.ComponentProps<"input">) {
  return (
    <input
      type={type}
      data-slot="input"
      className={cn(
        fieldClassName,
        // 16px text keeps mobile Safari from zooming into the field.
        "h-11 px-3 py-2",
        "file:text-foreground file:mr-3 file:inline-flex file:h-8 file:border-0 file:bg-transparent file:text-sm file:font-medium",
        className,
      )}
      {...props}
    />
  );
}

export { Input, fieldClassName };
