import * as React from "react";

import { cn } from "@/lib/utils";

/** A placeholder shape. Pair a group of skeletons with one <Spinner> or sr-only status text. */
function Skeleton({ className, ...props }: React.ComponentProps<"div">) {
  return (
    <div data-slot="skeleton" aria-hidden="true" className={cn("skeleton", className)} {...props} />
  );
}

export { Skeleton };
