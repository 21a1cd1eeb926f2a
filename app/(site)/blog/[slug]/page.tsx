import type { Metadata } from "next";
import { siteConfig } from "@/content/site";
import { notFound } from "next/navigation";
import { getPublishedArticle } from "@/lib/queries/blog";
import { articleJsonLd, shareImage } from "@/lib/seo/structured-data";
import { ArticleView } from "@/components/blog/article-view";
import { Breadcrumb } from "@/components/layout/breadcrumb";
import { JsonLd } from "@/components/site/json-ld";

type Params = Promise<{ slug: string }>;

/*
 * No loading.tsx here on purpose: a Suspense boundary would send the status with its fallback, and
 * an unknown or unpublished slug must answer 404 (the cached article renders in milliseconds).
 *
 * Rendered on a reader's first visit, then served from the cache until a save, approval or
 * deletion of this post revalidates it (lib/actions/blog.ts). Nothing is pre-rendered at build:
 * the build does not need the database.
 */
export const dynamicParams = true;

export async function generateStaticParams(): Promise<Array<{ slug: string }>> {
  return [];
}

/**
 * What search results and share cards say of the article: its SEO description, else its excerpt,
 * else the opening of its text, plain and cut at a word near 155 characters.
 */
function articleDescription(article: {
  seoDescription: string | null;
  excerpt: string | null;
  body: string;
}): string {
  if (article.seoDescription) return article.seoDescription;
  if (article.excerpt) return article.excerpt;
  const text = article.body
    .replace(/[#>*_`~[\]()!|-]+/g, " ")
    .replace(/\s+/g, " ")
    .trim();
  return text.length <= 155 ? text : `${text.slice(0, 154).replace(/\s+\S*$/, "")}…`;
}

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const { slug } = await params;
  const article = await getPublishedArticle(slug);
  if (!article) return { title: "Article Not Found", robots: { index: false } };
  // The title falls back from the SEO title to the title.
  const title = article.seoTitle ?? article.title;
  const description = articleDescription(article);
  return {
    // An SEO title is complete as written; the plain title gets the site's " | Saheli Care".
    title: article.seoTitle ? { absolute: article.seoTitle } : article.title,
    description,
    keywords: article.keywords,
    alternates: { canonical: `/blog/${article.slug}` },
    openGraph: {
      type: "article",
      siteName: siteConfig.name,
      locale: "en_IN",
      title,
      description,
      publishedTime: article.publishedAt,
      modifiedTime: article.updatedAt,
      images: [article.featuredImageUrl ?? shareImage],
    },
  };
}

export default async function ArticlePage({ params }: { params: Params }) {
  const { slug } = await params;
  const article = await getPublishedArticle(slug);
  if (!article) notFound();
  const path = `/blog/${article.slug}`;

  return (
    <>
      <Breadcrumb pathname={path} current={article.title} />
      <ArticleView article={article} />
      <JsonLd
        data={articleJsonLd({
          path,
          title: article.title,
          description: articleDescription(article),
          keywords: article.keywords,
          imagePath: article.featuredImageUrl,
          publishedAt: article.publishedAt,
          updatedAt: article.updatedAt,
          approvedAt: article.approvedAt,
          author: article.author,
          approver: article.approver,
        })}
      />
    </>
  );
}
