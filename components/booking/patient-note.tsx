/** The booking form's note for a signed-in patient: the request joins her dashboard. */
export function PatientNote({
  patientName,
  note,
}: {
  patientName: string | null;
  /** The note in the page's language, "{name}" where her first name goes. */
  note: string;
}) {
  if (!patientName) return null;
  return (
    <p className="bg-trust-soft text-trust rounded-lg px-4 py-3 text-sm">
      {note.replace("{name}", patientName)}
    </p>
  );
}
