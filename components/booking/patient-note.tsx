/** The booking form's note for a signed-in patient: the request joins her dashboard. */
export function PatientNote({ patientName }: { patientName: string | null }) {
  if (!patientName) return null;
  return (
    <p className="bg-trust-soft text-trust rounded-lg px-4 py-3 text-sm">
      You are signed in as {patientName}: this request will appear in your dashboard.
    </p>
  );
}
