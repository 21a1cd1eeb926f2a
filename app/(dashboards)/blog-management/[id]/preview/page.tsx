import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { areaViewer } from "@/lib/auth/viewer";
import { getPostReview, getPreviewArticle } from "@/lib/queries/blog";
import { param, readSearchParams, type SearchParams } from "@/lib/validations/search-params";
import { ArticleView } from "@/components/blog/article-view";
import { PostReviewPanel } from "@/components/blog/post-review";

export const dynamic = "force-dynamic";

export const metadata: Metadata = { title: "Preview" };

/**
 * How a post not yet published will look to readers. Hers, or any for the owner, who reviews a
 * post awaiting approval here: what changed since `?since=` (the revision she had opened) or since
 * it was last published, and Approve for the revision on screen.
 */
export default async function PreviewPostPage({
  params,
  searchParams,
}: {
  params: Promise<{ id: string }>;
  searchParams: Promise<SearchParams>;
}) {
  const user = await areaViewer("blog-management");
  if (!user) return null;
  const { id } = await params;
  const { since } = readSearchParams(await searchParams, { since: param.integer });
  const review = await getPostReview(user, id, since);
  if (review) {
    return (
      <>
        <PostReviewPanel review={review} />
        <ArticleView article={review.article} preview />
      </>
    );
  }
  const article = await getPreviewArticle(user, id);
  if (!article) notFound();
  return <ArticleView article={article} preview />;
}
