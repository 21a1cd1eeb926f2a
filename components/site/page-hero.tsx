import type { LucideIcon } from "lucide-react";
import type { ReactNode } from "react";
import { Badge } from "@/components/ui/badge";
import { cn } from "@/lib/utils";

/**
 * The top of an information page: a quiet badge, the page's only h1 and a short lead, over the same
 * soft shapes as the home hero. Children (buttons, a note) sit under the lead.
 */
export function PageHero({
  eyebrow,
  icon: Icon,
  title,
  lead,
  children,
  className,
}: {
  eyebrow: string;
  icon?: LucideIcon;
  title: string;
  lead: string;
  children?: ReactNode;
  className?: string;
}) {
  return (
    <section className={cn("relative overflow-hidden", className)}>
      <div
        aria-hidden="true"
        className="bg-secondary absolute -top-32 -right-32 size-[24rem] rounded-full opacity-70 blur-3xl"
      />
      <div
        aria-hidden="true"
        className="bg-trust-soft absolute -bottom-40 -left-24 size-[20rem] rounded-full opacity-80 blur-3xl"
      />
      <div className="relative mx-auto max-w-6xl px-4 pt-8 pb-10 md:pt-14 md:pb-14">
        <Badge variant="trust" className="mb-4 whitespace-normal">
          {Icon ? <Icon aria-hidden="true" /> : null}
          {eyebrow}
        </Badge>
        <h1 className="max-w-3xl text-3xl leading-tight font-bold tracking-tight text-balance md:text-5xl">
          {title}
        </h1>
        <p className="text-muted-foreground mt-4 max-w-2xl text-base md:text-lg">{lead}</p>
        {children}
      </div>
    </section>
  );
}
