import type { MetadataRoute } from "next";
import { env } from "@/lib/env";
import { privateAreaPrefixes } from "@/lib/seo/public-routes";

export default function robots(): MetadataRoute.Robots {
  return {
    rules: {
      userAgent: "*",
      allow: "/",
      disallow: [...privateAreaPrefixes.map((prefix) => `${prefix}/`), "/api/"],
    },
    sitemap: new URL("/sitemap.xml", env.SITE_URL).toString(),
  };
}
