import * as React from "react";

import { cn } from "@/lib/utils";

/**
 * A form label. A plain <label> rather than Radix's: Radix's is a client component, and the
 * booking page's questions are rendered on the server as HTML with no script of their own.
 */
function Label({ className, ...props }: React.ComponentProps<"label">) {
  return <label data-slot="label" className={cn("label", className)} {...props} />;
}

export { Label };
