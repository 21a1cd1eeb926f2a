import * as React from "react";
import { LoaderCircleIcon } from "lucide-react";

import { cn } from "@/lib/utils";

type SpinnerProps = React.ComponentProps<"span"> & {
  /** Read by screen readers in place of the animation. */
  label?: string;
};

/** Size it with `size-*` and colour it with `text-*` on the spinner itself. */
function Spinner({ className, label = "Loading", ...props }: SpinnerProps) {
  return (
    <span
      role="status"
      data-slot="spinner"
      className={cn("inline-flex size-4 shrink-0 items-center justify-center", className)}
      {...props}
    >
      {/* Keeps turning, only slower, under reduced motion: it is the only sign of progress. */}
      <LoaderCircleIcon
        aria-hidden="true"
        className="size-full animate-spin motion-reduce:animate-[spin_2s_linear_infinite]"
      />
      <span className="sr-only">{label}</span>
    </span>
  );
}

export { Spinner, type SpinnerProps };
