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

/** An e-mail address: the phone's e-mail keyboard, autofill, no capital or spelling fix-ups. */
function EmailInput(props: Omit<React.ComponentProps<"input">, "type">) {
  return (
    <Input
      type="email"
      inputMode="email"
      autoComplete="email"
      autoCapitalize="none"
      spellCheck={false}
      maxLength={254}
      required
      {...props}
    />
  );
}

export { EmailInput, Input, fieldClassName };
