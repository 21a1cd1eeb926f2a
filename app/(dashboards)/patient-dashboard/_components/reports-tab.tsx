import { FileText } from "lucide-react";
import type { Viewer } from "@/lib/auth/viewer";
import { patientCopy } from "@/lib/i18n/patient-copy";
import { markReportsSeen, myReports } from "@/lib/queries/reports";
import { EmptyState } from "@/components/dashboard/empty-state";
import { ReportList } from "@/components/reports/report-list";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";

/** Reports: the reports and prescriptions her doctors shared with her, each to download. */
export async function ReportsTab({ viewer }: { viewer: Viewer<"patient"> }) {
  const t = patientCopy(viewer.locale).reports;
  const reports = await myReports(viewer);
  await markReportsSeen(viewer);
  if (reports.length === 0) {
    return (
      <EmptyState icon={FileText} title={t.emptyTitle}>
        {t.emptyBody}
      </EmptyState>
    );
  }
  return (
    <Card>
      <CardHeader>
        <CardTitle asChild>
          <h3>{t.title}</h3>
        </CardTitle>
        <CardDescription>{t.lead}</CardDescription>
      </CardHeader>
      <CardContent>
        <ReportList rows={reports} words={t.list} locale={viewer.locale} />
      </CardContent>
    </Card>
  );
}
