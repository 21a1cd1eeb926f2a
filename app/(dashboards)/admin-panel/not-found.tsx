import { areas } from "@/lib/auth/permissions";
import { TabNotFound } from "@/components/dashboard/tab-not-found";

export default function NotFound() {
  return <TabNotFound backHref={areas["admin-panel"].path} backLabel="Back to the overview" />;
}
