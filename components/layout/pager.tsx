import { IntentLink as Link } from "@/components/ui/intent-link";
import { buttonVariants } from "@/components/ui/button";
import { cn } from "@/lib/utils";

/**
 * Previous / next links for a server-paginated list, with the page's number between them. Plain
 * links: the page in the URL is rendered on the server and can be shared. Nothing shows for one page.
 */
export function Pager({
  label,
  page,
  pageCount,
  hrefFor,
  previousLabel,
  nextLabel,
  className,
}: {
  label: string;
  page: number;
  pageCount: number;
  hrefFor: (page: number) => string;
  previousLabel: string;
  nextLabel: string;
  className?: string;
}) {
  if (pageCount <= 1) return null;
  return (
    <nav aria-label={label} className={cn("flex items-center justify-between gap-3", className)}>
      {page > 1 ? (
        <Link href={hrefFor(page - 1)} className={buttonVariants({ variant: "outline" })}>
          {previousLabel}
        </Link>
      ) : (
        <span />
      )}
      <span className="text-muted-foreground text-sm">
        Page {page} of {pageCount}
      </span>
      {page < pageCount ? (
        <Link href={hrefFor(page + 1)} className={buttonVariants({ variant: "outline" })}>
          {nextLabel}
        </Link>
      ) : (
        <span />
      )}
    </nav>
  );
}
