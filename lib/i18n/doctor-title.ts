/**
 * A doctor's name as the lists and the export write it ("Dr. Kavya Menon", lib/queries/threads.ts,
 * lib/queries/reports.ts, lib/privacy/export.ts), with the title in the reader's language
 * ("डॉ. काव्या…" keeps her name as stored and changes only the title). Other names pass unchanged.
 */
export function withDoctorTitle(name: string, title: string): string {
  const english = "Dr. ";
  return title !== english && name.startsWith(english)
    ? `${title}${name.slice(english.length)}`
    : name;
}
