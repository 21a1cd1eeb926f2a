import type { MetadataRoute } from "next";
import { env } from "@/lib/env";
import { publicPaths } from "@/lib/seo/public-routes";
import { languageTags, localePath } from "@/content/i18n";
import { hasHindiTwin } from "@/lib/i18n/locale-routes";
import { publishedSlugs } from "@/lib/queries/blog";

// Published articles come and go: the sitemap is assembled per request from cached reads.
export const dynamic = "force-dynamic";

export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const url = (path: string) => new URL(path, env.SITE_URL).toString();
  // A page with a Hindi twin is listed in both languages, each entry naming both.
  const pages: MetadataRoute.Sitemap = publicPaths().flatMap((path) => {
    const entry = {
      changeFrequency: path.includes("/", 1) ? ("monthly" as const) : ("weekly" as const),
      priority: path === "/home" ? 1 : path.includes("/", 1) ? 0.6 : 0.8,
    };
    if (!hasHindiTwin(path)) return [{ url: url(path), ...entry }];
    const alternates = {
      languages: {
        [languageTags.en.hreflang]: url(path),
        [languageTags.hi.hreflang]: url(localePath("hi", path)),
      },
    };
    return [
      { url: url(path), alternates, ...entry },
      { url: url(localePath("hi", path)), alternates, ...entry },
    ];
  });
  let articles: MetadataRoute.Sitemap = [];
  try {
    articles = (await publishedSlugs()).map((article) => ({
      url: new URL(`/blog/${article.slug}`, env.SITE_URL).toString(),
      lastModified: article.updatedAt,
      changeFrequency: "monthly",
      priority: 0.5,
    }));
  } catch (error) {
    // The pages above are still worth listing while the database is unreachable.
    console.error("[sitemap] could not list articles", error instanceof Error ? error.name : error);
  }
  return [...pages, ...articles];
}
