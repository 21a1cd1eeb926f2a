import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { getPublishedArticle } from "@/lib/queries/blog";
import { articleJsonLd } from "@/lib/structured-data";
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

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const { slug } = await params;
  const article = await getPublishedArticle(slug);
  if (!article) return { title: "Article Not Found", robots: { index: false } };
  // The title falls back from the SEO title to the title, the description to the excerpt.
  const title = article.seoTitle ?? article.title;
  const description = article.seoDescription ?? article.excerpt ?? undefined;
  return {
    // An SEO title is complete as written; the plain title gets the site's " | Saheli Care".
    title: article.seoTitle ? { absolute: article.seoTitle } : article.title,
    description,
    keywords: article.keywords,
    alternates: { canonical: `/blog/${article.slug}` },
    openGraph: {
      type: "article",
      title,
      description,
      publishedTime: article.publishedAt,
      modifiedTime: article.updatedAt,
      ...(article.featuredImageUrl ? { images: [article.featuredImageUrl] } : {}),
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
          description: article.seoDescription ?? article.excerpt ?? article.title,
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
