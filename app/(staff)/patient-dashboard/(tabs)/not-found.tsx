import { areas } from "@/lib/auth/permissions";
import { TabNotFound } from "@/components/dashboard/tab-not-found";

// Beside the shell's layout rather than the area's, so the notice shows inside her dashboard.
export default function NotFound() {
  return (
    <TabNotFound backHref={areas["patient-dashboard"].path} backLabel="Back to your appointments" />
  );
}
