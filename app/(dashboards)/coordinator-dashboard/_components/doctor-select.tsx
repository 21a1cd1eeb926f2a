"use client";

import * as React from "react";
import { doctorChoices } from "@/lib/actions/doctors";
import type { CitySlug } from "@/content/cities";
import { doctorLabel, doctorsForCity, type DoctorGroup } from "@/lib/appointments/doctor-choices";
import { NativeSelect } from "@/components/ui/native-select";

/**
 * The doctors, asked for once and shared by every form that lists them for a minute: a form opened
 * later asks again, so a doctor approved meanwhile is there.
 */
let cache: { at: number; groups: Promise<DoctorGroup[] | null> } | null = null;
const CACHE_MS = 60_000;

function loadDoctors(): Promise<DoctorGroup[] | null> {
  if (!cache || Date.now() - cache.at > CACHE_MS) {
    const groups = doctorChoices({}).then(
      (result) => (result.ok ? result.data : null),
      () => null,
    );
    cache = { at: Date.now(), groups };
    // A failed read is not remembered: the next form asks again.
    void groups.then((loaded) => {
      if (loaded === null && cache?.groups === groups) cache = null;
    });
  }
  return cache.groups;
}

export type DoctorList =
  { state: "loading" } | { state: "failed" } | { state: "ready"; groups: DoctorGroup[] };

/**
 * The active doctors for a form that books or moves a visit, read from the server when the form
 * is shown (lib/actions/doctors.ts) instead of being sent with the page. `wanted` false asks
 * nothing (a request that cannot be scheduled).
 */
export function useDoctorList(wanted: boolean): DoctorList {
  const [list, setList] = React.useState<DoctorList>({ state: "loading" });
  React.useEffect(() => {
    if (!wanted) return;
    let live = true;
    void loadDoctors().then((groups) => {
      if (live) setList(groups ? { state: "ready", groups } : { state: "failed" });
    });
    return () => {
      live = false;
    };
  }, [wanted]);
  return list;
}

/**
 * A doctor <select>, its options grouped by specialization, each with the cities she practises in.
 * With a `city`, those practising there come first in a group of their own (only they, with
 * `onlyCity`). `current` is the doctor already chosen (an appointment's), offered before the list
 * has arrived and marked when she is no longer active.
 */
export function DoctorSelect({
  list,
  current,
  city = null,
  onlyCity = false,
  ...props
}: React.ComponentProps<typeof NativeSelect> & {
  list: DoctorList;
  current?: { id: string; name: string };
  city?: CitySlug | null;
  onlyCity?: boolean;
}) {
  const groups = list.state === "ready" ? doctorsForCity(list.groups, city, onlyCity) : [];
  const listed = (id: string) => groups.some(([, doctors]) => doctors.some(([d]) => d === id));
  return (
    <NativeSelect {...props}>
      {current && !listed(current.id) ? (
        <option value={current.id}>
          {list.state === "ready" ? `Dr. ${current.name} (not active)` : `Dr. ${current.name}`}
        </option>
      ) : null}
      {groups.map(([specialization, doctors]) => {
        const options = doctors.map((doctor) => (
          <option key={doctor[0]} value={doctor[0]}>
            {doctorLabel(doctor)}
          </option>
        ));
        return specialization ? (
          <optgroup key={specialization} label={specialization}>
            {options}
          </optgroup>
        ) : (
          <React.Fragment key="">{options}</React.Fragment>
        );
      })}
    </NativeSelect>
  );
}
