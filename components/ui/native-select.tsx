import * as React from "react";
import { ChevronDownIcon } from "lucide-react";

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
    <div
      data-slot="native-select-wrapper"
      className={cn("group/native-select relative w-full", containerClassName)}
    >
      <select
        data-slot="native-select"
        data-size={size}
        className={cn(
          fieldClassName,
          "h-11 cursor-pointer appearance-none py-2 pr-10 pl-3 data-[size=sm]:h-9 data-[size=sm]:text-sm",
          // An empty value is the placeholder option: show it as a hint, not as an answer.
          "has-[option[value='']:checked]:text-muted-foreground [&>option]:text-foreground",
          className,
        )}
        {...props}
      />
      <ChevronDownIcon
        aria-hidden="true"
        data-slot="native-select-icon"
        className="text-muted-foreground pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 group-has-[select:disabled]/native-select:opacity-50"
      />
    </div>
  );
}

function NativeSelectOption(props: React.ComponentProps<"option">) {
  return <option data-slot="native-select-option" {...props} />;
}

function NativeSelectOptGroup({ className, ...props }: React.ComponentProps<"optgroup">) {
  return <optgroup data-slot="native-select-optgroup" className={cn(className)} {...props} />;
}

export { NativeSelect, NativeSelectOptGroup, NativeSelectOption, type NativeSelectProps };
