import { ShieldCheck } from "lucide-react";
import type { Viewer } from "@/lib/auth/viewer";
import { formatIndiaDateTime } from "@/lib/india-time";
import { FAILED_SIGN_IN_DAYS, repeatedFailedSignIns } from "@/lib/queries/sign-in-failures";
import { EmptyState } from "@/components/dashboard/empty-state";
import { roleLabels } from "@/components/dashboard/labels";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { FailedSignInsList } from "./people-list";

function count(n: number, one: string, many: string): string {
  return `${n.toLocaleString("en-IN")} ${n === 1 ? one : many}`;
}

/**
 * Accounts someone has been guessing at. Strangers' failures no longer lock the holder out (her
 * own browsers have their own allowance), so this is where the owner learns of them.
 */
export async function FailedSignInsCard({ viewer }: { viewer: Viewer<"owner"> }) {
  const rows = await repeatedFailedSignIns(viewer);
  return (
    <Card className="gap-4">
      <CardHeader>
        <CardTitle asChild>
          <h3>Repeated failed sign-ins</h3>
        </CardTitle>
        <CardDescription>
          Accounts with five or more wrong passwords in the last {FAILED_SIGN_IN_DAYS} days. Their
          holders can still sign in from browsers they have used before.
        </CardDescription>
      </CardHeader>
      <CardContent>
        {rows.length === 0 ? (
          <EmptyState icon={ShieldCheck} title="Nothing unusual">
            No account has had repeated failed sign-ins.
          </EmptyState>
        ) : (
          <FailedSignInsList
            rows={rows.map((row) => ({
              name: row.name,
              line: `${roleLabels[row.role]} · ${row.email}`,
              detail:
                count(row.failures, "wrong password", "wrong passwords") +
                (row.refused > 0
                  ? `, ${count(row.refused, "attempt", "attempts")} refused by the limit`
                  : "") +
                ` · last ${formatIndiaDateTime(row.lastFailedAt)}`,
            }))}
          />
        )}
      </CardContent>
    </Card>
  );
}
