import { FileText } from "lucide-react";
import { EmptyState } from "@/components/dashboard/empty-state";

/** Reports: nothing is shared yet, and the tab says so rather than showing samples. */
export function ReportsTab() {
  return (
    <EmptyState icon={FileText} title="No reports yet">
      When your doctor shares a report or a prescription with you, it appears here. If you are
      waiting for one, ask your care coordinator in Messages.
    </EmptyState>
  );
}
