import type { Metadata } from "next";
import Link from "next/link";
import { PenLine, Plus } from "lucide-react";
import { areaViewer } from "@/lib/auth/viewer";
import { areas, can } from "@/lib/auth/permissions";
import { listManagedPosts } from "@/lib/queries/blog";
import {
  contentStatusLabels,
  contentStatuses,
  type ContentStatusValue,
} from "@/lib/validations/blog";
import { formatIndiaMediumDate } from "@/lib/india-time";
import { param, readSearchParams, type SearchParams } from "@/lib/validations/search-params";
import { Pager } from "@/components/layout/pager";
import { PostFilters } from "@/components/blog/post-filters";
import { PostListActions } from "@/components/blog/post-list-actions";
import { Badge } from "@/components/ui/badge";
import { buttonVariants } from "@/components/ui/button";
import { Card, CardContent, CardFooter, CardHeader } from "@/components/ui/card";

export const dynamic = "force-dynamic";

export const metadata: Metadata = { title: areas["blog-management"].title };

const statusBadge = {
  draft: "outline",
  pending_review: "warning",
  published: "success",
} as const satisfies Record<ContentStatusValue, "outline" | "warning" | "success">;

function pageHref(q: string, status: string, page: number): string {
  const params = new URLSearchParams();
  if (q) params.set("q", q);
  if (status) params.set("status", status);
  if (page > 1) params.set("page", String(page));
  const query = params.toString();
  return query ? `/blog-management?${query}` : "/blog-management";
}

/** Blog management: her posts, or every post for the owner. */
export default async function BlogManagementPage({
  searchParams,
}: {
  searchParams: Promise<SearchParams>;
}) {
  const user = await areaViewer("blog-management");
  if (!user) return null;

  const {
    q = "",
    status,
    page,
  } = readSearchParams(await searchParams, {
    q: param.text,
    status: param.oneOf(contentStatuses),
    page: param.page,
  });
  const list = await listManagedPosts(user, { q, status, page });
  const owner = can(user.role, "content.moderate");
  const canApprove = can(user.role, "content.approve");

  return (
    <div className="mx-auto max-w-5xl space-y-6 px-4 py-8 md:py-10">
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <h1 className="text-3xl font-bold tracking-tight">{areas["blog-management"].title}</h1>
          <p className="text-muted-foreground mt-1">
            {owner
              ? "Every post by the team. Approve posts awaiting review to publish them."
              : "Your posts. The clinic owner reviews each one before it is published."}
          </p>
        </div>
        <Link href="/blog-management/new" className={buttonVariants()}>
          <Plus aria-hidden="true" />
          New Post
        </Link>
      </div>

      <PostFilters q={q} status={status ?? ""} />

      {list.posts.length === 0 ? (
        <div className="bg-card rounded-xl border p-10 text-center">
          <PenLine aria-hidden="true" className="text-muted-foreground mx-auto size-8" />
          <p className="mt-3 font-medium">No posts found</p>
          <p className="text-muted-foreground mt-1 text-sm">
            {q || status ? "Try another search or status." : "Write the first one with New Post."}
          </p>
        </div>
      ) : (
        <ul className="space-y-4" aria-label="Posts">
          {list.posts.map((post) => (
            <li key={post.id}>
              <Card className="gap-3">
                <CardHeader className="flex flex-row flex-wrap items-start justify-between gap-2">
                  <h2 className="text-lg leading-snug font-semibold">{post.title}</h2>
                  <Badge variant={statusBadge[post.status]}>
                    {contentStatusLabels[post.status]}
                  </Badge>
                </CardHeader>
                <CardContent className="space-y-2">
                  {post.excerpt ? (
                    <p className="text-muted-foreground text-sm">{post.excerpt}</p>
                  ) : null}
                  <p className="text-muted-foreground text-xs">
                    {owner && post.authorName ? `By ${post.authorName} · ` : ""}
                    Created {formatIndiaMediumDate(new Date(post.createdAt))} · Updated{" "}
                    {formatIndiaMediumDate(new Date(post.updatedAt))}
                  </p>
                </CardContent>
                <CardFooter>
                  <PostListActions post={post} canApprove={canApprove} />
                </CardFooter>
              </Card>
            </li>
          ))}
        </ul>
      )}

      <Pager
        label="posts"
        page={{ page, pageCount: list.pageCount }}
        summary={false}
        hrefFor={(n) => pageHref(q, status ?? "", n)}
        words={{ nav: "More posts", previous: "Newer posts", next: "Older posts" }}
        prefetch="intent"
      />
    </div>
  );
}
