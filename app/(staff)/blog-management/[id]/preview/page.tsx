import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { areaViewer } from "@/lib/auth/viewer";
import { getPreviewArticle } from "@/lib/queries/blog";
import { ArticleView } from "@/components/blog/article-view";

export const dynamic = "force-dynamic";

export const metadata: Metadata = { title: "Preview" };

/** How a post not yet published will look to readers. Hers, or any for the owner. */
export default async function PreviewPostPage({ params }: { params: Promise<{ id: string }> }) {
  const user = await areaViewer("blog-management");
  if (!user) return null;
  const { id } = await params;
  const article = await getPreviewArticle(user, id);
  if (!article) notFound();
  return <ArticleView article={article} preview />;
}
