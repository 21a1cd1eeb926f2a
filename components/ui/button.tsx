import * as React from "react";
import { Slot } from "radix-ui";
import { cva, type VariantProps } from "class-variance-authority";

import { cn } from "@/lib/utils";

/*
 * The classes are defined once in app/globals.css (`.btn`, `.btn-<variant>`, `.btn-<size>`), not
 * spelled out here: a button's dozen utilities would otherwise be written into the HTML and the
 * RSC payload of every row that has one (a dashboard page has dozens).
 */
const buttonVariants = cva("btn", {
  variants: {
    variant: {
      default: "btn-default",
      secondary: "btn-secondary",
      outline: "btn-outline",
      ghost: "btn-ghost",
      // Underlined at rest so a link never relies on colour alone.
      link: "btn-link",
      trust: "btn-trust",
      destructive: "btn-destructive",
    },
    size: {
      default: "btn-md",
      // Dense dashboards only: below the 44px tap target.
      sm: "btn-sm",
      lg: "btn-lg",
      icon: "btn-icon",
      "icon-sm": "btn-icon-sm",
    },
  },
  defaultVariants: {
    variant: "default",
    size: "default",
  },
});

type ButtonProps = React.ComponentProps<"button"> &
  VariantProps<typeof buttonVariants> & {
    asChild?: boolean;
  };

function Button({ className, variant, size, asChild = false, ...props }: ButtonProps) {
  const Comp = asChild ? Slot.Root : "button";

  return (
    <Comp
      data-slot="button"
      className={cn(buttonVariants({ variant, size }), className)}
      {...props}
    />
  );
}

export { Button, buttonVariants, type ButtonProps };
