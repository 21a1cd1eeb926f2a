import type { MetadataRoute } from "next";
import { env } from "@/lib/env";
import { publicPaths } from "@/lib/public-routes";
import { publishedSlugs } from "@/lib/queries/blog";

// Published articles come and go: the sitemap is assembled per request from cached reads.
export const dynamic = "force-dynamic";

export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const pages: MetadataRoute.Sitemap = publicPaths().map((path) => ({
    url: new URL(path, env.SITE_URL).toString(),
    changeFrequency: path.includes("/", 1) ? "monthly" : "weekly",
    priority: path === "/home" ? 1 : path.includes("/", 1) ? 0.6 : 0.8,
  }));
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
