"use client";

import * as React from "react";
import { NativeSelect } from "@/components/ui/native-select";
import type { DoctorGroup } from "./doctor-groups";

const subscribe = () => () => {};

/**
 * A doctor <select>, its options grouped by specialization. The page's payload carries the list
 * once (ids and names); the server's HTML holds only the selected doctor, and the browser adds the
 * others as it takes the page over, so a few hundred options are not written twice. The forms
 * around it work only once the page is interactive anyway. The switch re-renders the select
 * itself, so React selects its value again among the new options.
 */
export function DoctorSelect({
  groups,
  selected,
  children,
  ...props
}: React.ComponentProps<typeof NativeSelect> & {
  groups: readonly DoctorGroup[];
  /** The selected doctor's id: the one option in the server's HTML. */
  selected: string;
}) {
  const interactive = React.useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
  let options: React.ReactNode;
  if (interactive) {
    options = groups.map(([specialization, doctors]) => {
      const list = doctors.map(([id, name]) => (
        <option key={id} value={id}>{`Dr. ${name}`}</option>
      ));
      return specialization ? (
        <optgroup key={specialization} label={specialization}>
          {list}
        </optgroup>
      ) : (
        <React.Fragment key="">{list}</React.Fragment>
      );
    });
  } else {
    const name = groups.flatMap(([, doctors]) => doctors).find(([id]) => id === selected)?.[1];
    options = name === undefined ? null : <option value={selected}>{`Dr. ${name}`}</option>;
  }
  return (
    <NativeSelect {...props}>
      {children}
      {options}
    </NativeSelect>
  );
}
