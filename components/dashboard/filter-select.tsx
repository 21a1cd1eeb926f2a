import { Label } from "@/components/ui/label";
import { NativeSelect, NativeSelectOption } from "@/components/ui/native-select";

/**
 * One filter of a GET filter form: a labelled native select whose empty value means "all". The
 * browser sends it with the form, so filtering works before any JavaScript has loaded.
 */
export function FilterSelect({
  id,
  name,
  label,
  value,
  allLabel,
  options,
  width = "w-40",
}: {
  id: string;
  name: string;
  label: string;
  value: string | undefined;
  /** The option for no filter; omit it when a value is always chosen. */
  allLabel?: string;
  options: ReadonlyArray<{ value: string; label: string }>;
  width?: string;
}) {
  return (
    <div className="grid gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      <NativeSelect id={id} name={name} defaultValue={value ?? ""} containerClassName={width}>
        {allLabel ? <NativeSelectOption value="">{allLabel}</NativeSelectOption> : null}
        {options.map((option) => (
          <NativeSelectOption key={option.value} value={option.value}>
            {option.label}
          </NativeSelectOption>
        ))}
      </NativeSelect>
    </div>
  );
}
