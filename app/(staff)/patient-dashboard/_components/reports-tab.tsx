import { FileText } from "lucide-react";
import type { Viewer } from "@/lib/auth/viewer";
import { myReports } from "@/lib/queries/reports";
import { EmptyState } from "@/components/dashboard/empty-state";
import { ReportList } from "@/components/reports/report-list";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";

/** Reports: the reports and prescriptions her doctors shared with her, each to download. */
export async function ReportsTab({ viewer }: { viewer: Viewer<"patient"> }) {
  const reports = await myReports(viewer);
  if (reports.length === 0) {
    return (
      <EmptyState icon={FileText} title="No reports yet">
        When your doctor shares a report or a prescription with you, it appears here. If you are
        waiting for one, ask your care coordinator in Messages.
      </EmptyState>
    );
  }
  return (
    <Card>
      <CardHeader>
        <CardTitle asChild>
          <h3>Your reports and prescriptions</h3>
        </CardTitle>
        <CardDescription>
          Shared by your doctors. Each download is written to your access log on the Privacy tab.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <ReportList rows={reports} personLabel="From" />
      </CardContent>
    </Card>
  );
}
