/** An active doctor as a form offers her (lib/queries/users.ts reads them). */
export type DoctorOption = { id: string; name: string; specialization: string | null };

/** A doctor as an option of a <select> needs her: the id (the value) and her name. */
export type DoctorChoice = readonly [id: string, name: string];

/**
 * The active doctors by specialization ("" for those without one), each group in the list's order
 * (by name). The specialization is written once, as the group's label, not on every option: with
 * a few hundred doctors the list is most of the page.
 */
export type DoctorGroup = readonly [specialization: string, doctors: readonly DoctorChoice[]];

export function groupDoctors(doctors: readonly DoctorOption[]): DoctorGroup[] {
  const groups = new Map<string, DoctorChoice[]>();
  for (const doctor of doctors) {
    const key = doctor.specialization ?? "";
    const group = groups.get(key);
    const choice = [doctor.id, doctor.name] as const;
    if (group) group.push(choice);
    else groups.set(key, [choice]);
  }
  // Those without a specialization ("") come first, outside any group.
  return [...groups].sort(([a], [b]) => a.localeCompare(b));
}

/** The doctor listed first: what a form offers until she picks another. */
export function firstDoctorId(groups: readonly DoctorGroup[]): string {
  return groups[0]?.[1][0]?.[0] ?? "";
}
