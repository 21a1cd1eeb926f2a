import type { LucideIcon } from "lucide-react";
import type { ReactNode } from "react";
import { Card, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { cn } from "@/lib/utils";

/** An icon, a short h3 title and a sentence: values, pillars, principles, reasons. */
export function FeatureCard({
  icon: Icon,
  title,
  body,
  tone = "primary",
  children,
  className,
}: {
  icon: LucideIcon;
  title: string;
  body: string;
  tone?: "primary" | "trust";
  /** Anything under the text, such as a link. */
  children?: ReactNode;
  className?: string;
}) {
  return (
    <Card className={cn("gap-4", className)}>
      <CardHeader>
        <span
          className={cn(
            "grid size-11 place-items-center rounded-xl",
            tone === "trust" ? "bg-trust-soft text-trust" : "bg-secondary text-primary",
          )}
        >
          <Icon aria-hidden="true" className="size-5" />
        </span>
        <CardTitle asChild className="mt-2 text-lg">
          <h3>{title}</h3>
        </CardTitle>
        <CardDescription className="text-base">{body}</CardDescription>
      </CardHeader>
      {children}
    </Card>
  );
}
