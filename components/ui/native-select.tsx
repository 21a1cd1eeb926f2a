import * as React from "react";

import { fieldClassName } from "@/components/ui/input";
import { cn } from "@/lib/utils";

type NativeSelectProps = Omit<React.ComponentProps<"select">, "size"> & {
  size?: "default" | "sm";
  /** Classes for the wrapper that positions the chevron (width, margins). */
  containerClassName?: string;
};

/**
 * A styled native <select>: the phone's own picker, works without JavaScript and posts with the
 * form. Prefer it over the Radix Select in forms.
 */
function NativeSelect({
  className,
  containerClassName,
  size = "default",
  ...props
}: NativeSelectProps) {
  return (
    <div data-slot="native-select-wrapper" className={cn("select-wrapper", containerClassName)}>
      <select
        data-slot="native-select"
        data-size={size}
        className={cn(fieldClassName, "field-select", className)}
        {...props}
      />
      <span aria-hidden="true" className="select-chevron" />
    </div>
  );
}

function NativeSelectOption(props: React.ComponentProps<"option">) {
  return <option {...props} />;
}

function NativeSelectOptGroup({ className, ...props }: React.ComponentProps<"optgroup">) {
  return <optgroup data-slot="native-select-optgroup" className={cn(className)} {...props} />;
}

export { NativeSelect, NativeSelectOptGroup, NativeSelectOption, type NativeSelectProps };
