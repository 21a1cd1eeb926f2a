import Link from "next/link";
import { History, Mail, ShieldAlert } from "lucide-react";
import type { Viewer } from "@/lib/auth/viewer";
import type { PrivacyParams, PrivacyView } from "@/lib/validations/privacy-admin";
import { cn } from "@/lib/utils";
import { AccessLogSection } from "./access-log-section";
import { BreachesSection } from "./breaches-section";
import { OutboxSection } from "./outbox-section";

const views = [
  { id: "log", label: "Access log", icon: History },
  { id: "outbox", label: "Outbox", icon: Mail },
  { id: "breaches", label: "Breaches", icon: ShieldAlert },
] as const satisfies ReadonlyArray<{ id: PrivacyView; label: string; icon: unknown }>;

/**
 * The owner's privacy records: who opened which patient's data, the e-mail the clinic sends, and
 * breaches. Each section is a link (`?tab=privacy&view=…`), so it is server-rendered, shareable and
 * works without JavaScript.
 */
export async function PrivacyTab({
  path,
  viewer,
  params,
}: {
  path: string;
  viewer: Viewer<"owner">;
  params: PrivacyParams;
}) {
  let section: React.ReactNode;
  switch (params.view) {
    case "log":
      section = <AccessLogSection path={path} viewer={viewer} params={params.log} />;
      break;
    case "outbox":
      section = <OutboxSection path={path} viewer={viewer} params={params.outbox} />;
      break;
    case "breaches":
      section = <BreachesSection path={path} viewer={viewer} page={params.page} />;
      break;
  }
  return (
    <div>
      <nav aria-label="Privacy records" className="mb-4">
        <ul className="grid grid-cols-3 gap-2 sm:flex sm:flex-wrap">
          {views.map((view) => {
            const current = view.id === params.view;
            const Icon = view.icon;
            return (
              <li key={view.id}>
                <Link
                  href={`${path}?tab=privacy&view=${view.id}`}
                  aria-current={current ? "page" : undefined}
                  className={cn(
                    "flex min-h-11 items-center justify-center gap-2 rounded-full border px-2 text-sm font-medium whitespace-nowrap sm:px-4",
                    "transition-colors motion-reduce:transition-none",
                    current
                      ? "border-primary bg-primary text-primary-foreground"
                      : "bg-card text-muted-foreground hover:text-foreground hover:bg-muted",
                  )}
                >
                  <Icon aria-hidden="true" className="size-4 shrink-0" />
                  {view.label}
                </Link>
              </li>
            );
          })}
        </ul>
      </nav>
      {section}
    </div>
  );
}
