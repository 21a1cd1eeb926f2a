import Link from "next/link";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";

/** A detail at its own address, opened afresh: a way back to its list, and the detail in a card. */
export function DetailPage({
  title,
  backHref,
  backLabel,
  children,
}: {
  title: string;
  backHref: string;
  backLabel: string;
  children: React.ReactNode;
}) {
  return (
    <div className="space-y-4">
      <Link
        href={backHref}
        className="text-primary inline-flex min-h-11 items-center gap-1.5 text-sm font-medium underline-offset-4 hover:underline"
      >
        <span aria-hidden="true" className="dash-icon dash-icon-arrow-left" />
        {backLabel}
      </Link>
      <Card className="max-w-2xl">
        <CardHeader>
          <CardTitle asChild>
            <h3>{title}</h3>
          </CardTitle>
        </CardHeader>
        <CardContent>{children}</CardContent>
      </Card>
    </div>
  );
}
