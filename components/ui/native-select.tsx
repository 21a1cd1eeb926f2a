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

/**
 * One option a value, in the list's order. Each is named by `labels`: a record keyed by the values,
 * or a function of the value; without it, the value itself.
 */
function NativeSelectOptions<T extends string | number>({
  values,
  labels,
}: {
  values: readonly T[];
  labels?: Readonly<Record<T, React.ReactNode>> | ((value: T) => React.ReactNode);
}) {
  return values.map((value) => (
    <NativeSelectOption key={value} value={value}>
      {labels === undefined ? value : typeof labels === "function" ? labels(value) : labels[value]}
    </NativeSelectOption>
  ));
}

function NativeSelectOptGroup({ className, ...props }: React.ComponentProps<"optgroup">) {
  return <optgroup data-slot="native-select-optgroup" className={cn(className)} {...props} />;
}

export {
  NativeSelect,
  NativeSelectOptGroup,
  NativeSelectOption,
  NativeSelectOptions,
  type NativeSelectProps,
};
