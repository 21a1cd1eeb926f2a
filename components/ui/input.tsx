import * as React from "react";

import { cn } from "@/lib/utils";

/**
 * Every field (Input, Textarea, NativeSelect) starts from `.field` in app/globals.css, so they look
 * and behave alike; the rest of each one's look is its own class there too (`.field-input`…).
 * Written once in CSS rather than as utilities on every field, which the page would carry twice.
 */
const fieldClassName = "field";

function Input({ className, type, ...props }: React.ComponentProps<"input">) {
  return (
    <input
      type={type}
      data-slot="input"
      className={cn("field field-input", className)}
      {...props}
    />
  );
}

export { Input, fieldClassName };
