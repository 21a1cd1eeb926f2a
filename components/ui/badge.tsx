import * as React from "react";
import { Slot } from "radix-ui";
import { cva, type VariantProps } from "class-variance-authority";

import { cn } from "@/lib/utils";

// Every badge carries its meaning in its text; colour only reinforces it. Soft tints keep
// dashboards calm, and each text/background pair stays above 4.5:1. The classes live in
// app/globals.css (`.badge`, `.badge-<variant>`): a status badge is on every row of a list.
const badgeVariants = cva("badge", {
  variants: {
    variant: {
      default: "badge-default",
      secondary: "badge-secondary",
      outline: "badge-outline",
      trust: "badge-trust",
      success: "badge-success",
      warning: "badge-warning",
      destructive: "badge-destructive",
    },
  },
  defaultVariants: {
    variant: "default",
  },
});

type BadgeProps = React.ComponentProps<"span"> &
  VariantProps<typeof badgeVariants> & { asChild?: boolean };

function Badge({ className, variant, asChild = false, ...props }: BadgeProps) {
  const Comp = asChild ? Slot.Root : "span";

  // No data-slot: a badge is on every row of a list, and nothing selects it by one.
  return <Comp className={cn(badgeVariants({ variant }), className)} {...props} />;
}

export { Badge, badgeVariants, type BadgeProps };
