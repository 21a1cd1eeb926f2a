import { IntentLink as Link } from "@/components/ui/intent-link";
import { ChevronRight } from "lucide-react";
import { buildBreadcrumb } from "@/lib/breadcrumb";
import { env } from "@/lib/env";
import { JsonLd } from "@/components/site/json-ld";

/**
 * Rendered by each page (a Server Component) so pre-rendered HTML carries the trail and its
 * BreadcrumbList data, and so a page can name its last entry (a doctor, an article).
 */
export function Breadcrumb({ pathname, current }: { pathname: string; current?: string }) {
  const items = buildBreadcrumb(pathname, current);
  if (items.length === 0) return null;

  return (
    <>
      <nav aria-label="Breadcrumb" className="mx-auto max-w-6xl px-4 pt-4">
        <ol className="text-muted-foreground flex flex-wrap items-center gap-1 text-sm">
          {items.map((item, index) => {
            const last = index === items.length - 1;
            return (
              <li key={item.href} className="flex items-center gap-1">
                {last ? (
                  <span aria-current="page" className="text-foreground font-medium">
                    {item.label}
                  </span>
                ) : (
                  <>
                    <Link
                      href={item.href}
                      className="hover:text-primary inline-flex min-h-11 items-center underline-offset-4 hover:underline"
                    >
                      {item.label}
                    </Link>
                    <ChevronRight aria-hidden="true" className="size-4" />
                  </>
                )}
              </li>
            );
          })}
        </ol>
      </nav>
      <JsonLd
        data={{
          "@context": "https://schema.org",
          "@type": "BreadcrumbList",
          itemListElement: items.map((item, index) => ({
            "@type": "ListItem",
            position: index + 1,
            name: item.label,
            item: new URL(item.href, env.SITE_URL).toString(),
          })),
        }}
      />
    </>
  );
}
