import { cn } from "@/lib/utils";

/** An h2 with an optional lead, styled like the home page's section titles. */
export function SectionHeading({
  id,
  title,
  lead,
  align = "start",
  className,
}: {
  /** Referenced by the section's aria-labelledby. */
  id: string;
  title: string;
  lead?: string;
  align?: "start" | "center";
  className?: string;
}) {
  return (
    <div className={cn(align === "center" && "mx-auto max-w-2xl text-center", className)}>
      <h2 id={id} className="text-2xl font-semibold tracking-tight text-balance md:text-3xl">
        {title}
      </h2>
      {lead ? <p className="text-muted-foreground mt-2">{lead}</p> : null}
    </div>
  );
}
