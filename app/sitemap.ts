import type { MetadataRoute } from "next";
import { env } from "@/lib/env";
import { publicPaths } from "@/lib/public-routes";

export default function sitemap(): MetadataRoute.Sitemap {
  return publicPaths().map((path) => ({
    url: new URL(path, env.SITE_URL).toString(),
    changeFrequency: path.includes("/", 1) ? "monthly" : "weekly",
    priority: path === "/home" ? 1 : path.includes("/", 1) ? 0.6 : 0.8,
  }));
}
