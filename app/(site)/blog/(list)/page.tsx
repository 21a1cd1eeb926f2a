import type { Metadata } from "next";
import { IntentLink as Link } from "@/components/ui/intent-link";
import { BookOpenText, Search } from "lucide-react";
import { featuredPosts, listPublishedPosts } from "@/lib/queries/blog";
import { claims, siteConfig } from "@/content/site";
import { formatINR } from "@/lib/catalogue";
import { param, readSearchParams, type SearchParams } from "@/lib/validations/search-params";
import { Breadcrumb } from "@/components/layout/breadcrumb";
import { Pager } from "@/components/layout/pager";
import { PostCard } from "@/components/blog/post-card";
import { CtaBanner } from "@/components/site/cta-banner";
import { PageHero } from "@/components/site/page-hero";
import { buttonVariants } from "@/components/ui/button";
import { Input } from "@/components/ui/input";

/** What to search for and which page, from the address. */
async function listParams(searchParams: Promise<SearchParams>) {
  const { q = "", page } = readSearchParams(await searchParams, {
    q: param.text,
    page: param.page,
  });
  return { q, page };
}

const description = `Plain-language articles on piles, fissures, fistulas and everyday bowel health, written by the female doctors of ${siteConfig.name} and reviewed before they are published.`;

export async function generateMetadata({
  searchParams,
}: {
  searchParams: Promise<SearchParams>;
}): Promise<Metadata> {
  const { q, page } = await listParams(searchParams);
  const searching = q !== "" || page > 1;
  return {
    title: "Health Blog",
    description,
    keywords: [
      "piles",
      "fissure",
      "fistula",
      "women's health",
      "female proctologist",
      "bowel health",
    ],
    alternates: { canonical: "/blog" },
    // Search results and later pages are for readers, not for search engines' index.
    ...(searching ? { robots: { index: false, follow: true } } : {}),
  };
}

function pageHref(q: string, page: number): string {
  const params = new URLSearchParams();
  if (q) params.set("q", q);
  if (page > 1) params.set("page", String(page));
  const query = params.toString();
  return query ? `/blog?${query}` : "/blog";
}

/**
 * The public blog. Server-rendered from cached reads of published posts
 * (lib/queries/blog.ts), revalidated when a post is published, edited or removed. The search is a
 * plain GET form: it works before any JavaScript loads, and a search can be shared as a link.
 */
export default async function BlogPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const { q, page } = await listParams(searchParams);
  const [list, featured] = await Promise.all([
    listPublishedPosts(q, page),
    q === "" && page === 1 ? featuredPosts() : Promise.resolve([]),
  ]);

  return (
    <>
      <Breadcrumb pathname="/blog" current="Health Blog" />
      <PageHero
        eyebrow="Written by our female doctors"
        icon={BookOpenText}
        title="Health Blog"
        lead="Clear, kind answers to the questions many women feel shy to ask: piles, fissures, fistulas and everyday bowel health."
      >
        <form action="/blog" method="get" role="search" className="mt-6 flex max-w-xl gap-2">
          <label htmlFor="blog-search" className="sr-only">
            Search articles
          </label>
          <Input
            id="blog-search"
            type="search"
            name="q"
            defaultValue={q}
            placeholder="Search health topics..."
            maxLength={100}
            className="bg-card h-11"
          />
          <button type="submit" className={buttonVariants()}>
            <Search aria-hidden="true" className="size-4" />
            <span className="sr-only sm:not-sr-only">Search</span>
          </button>
        </form>
      </PageHero>

      <div className="mx-auto max-w-6xl space-y-12 px-4 pb-4">
        {featured.length > 0 ? (
          <section aria-labelledby="featured-heading">
            <h2 id="featured-heading" className="text-2xl font-semibold tracking-tight">
              Featured Articles
            </h2>
            <ul className="mt-5 grid gap-5 md:grid-cols-3">
              {featured.map((post) => (
                <li key={post.id}>
                  <PostCard post={post} featured />
                </li>
              ))}
            </ul>
          </section>
        ) : null}

        <section aria-labelledby="all-heading">
          <div className="flex flex-wrap items-baseline justify-between gap-2">
            <h2 id="all-heading" className="text-2xl font-semibold tracking-tight">
              {q ? `Results for “${q}”` : "All Articles"}
            </h2>
            {q ? (
              <Link
                href="/blog"
                className="text-primary inline-flex min-h-11 items-center text-sm font-medium underline underline-offset-4"
              >
                Show all articles
              </Link>
            ) : null}
          </div>

          {list.posts.length === 0 ? (
            <div className="bg-card text-muted-foreground mt-5 rounded-xl border p-8 text-center">
              {q ? (
                <p>No articles found matching your search.</p>
              ) : (
                <p>
                  No articles yet. Our doctors are writing the first ones: please come back soon, or
                  call us with your question.
                </p>
              )}
            </div>
          ) : (
            <ul className="mt-5 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
              {list.posts.map((post) => (
                <li key={post.id}>
                  <PostCard post={post} />
                </li>
              ))}
            </ul>
          )}

          <Pager
            label="articles"
            page={{ page, pageCount: list.pageCount }}
            summary={false}
            hrefFor={(n) => pageHref(q, n)}
            words={{ nav: "More articles", previous: "Newer articles", next: "Older articles" }}
            prefetch="intent"
            className="mt-4"
          />
        </section>
      </div>

      <CtaBanner
        id="blog-cta"
        title="Have a question an article cannot answer?"
        body={`Talk to a care coordinator for free (${claims.coordinatorCallMinutes} minutes), then see a female specialist in private. The ${formatINR(claims.diagnosticFee)} diagnostic consultation is fully adjustable against your care package.`}
        bookLabel="Book Free Consultation"
        call={false}
      />
    </>
  );
}
