import "server-only";
import { assertRole, type Viewer } from "@/lib/auth/viewer";
import { db } from "@/lib/db";
import type { Prisma } from "@/lib/generated/prisma/client";
import { clampPage, DEFAULT_PAGE_SIZE, pageOf, type Page } from "@/lib/dashboards/pagination";

/**
 * The admin panel's Content tab: every content item, newest first, paged, with the owner's actions
 * (approve, edit, view, delete: the blog actions, which check again).
 */

export type ContentItemView = {
  id: string;
  title: string;
  slug: string;
  type: "blog";
  excerpt: string | null;
  status: "draft" | "pending_review" | "published";
  createdAt: Date;
  updatedAt: Date;
  /** What Approve from this table names (lib/actions/blog.ts). */
  revision: number;
};

const contentSelect = {
  id: true,
  title: true,
  slug: true,
  type: true,
  excerpt: true,
  status: true,
  createdAt: true,
  updatedAt: true,
  revision: true,
} as const satisfies Prisma.ContentSelect;

export async function contentItemsPage(
  viewer: Viewer<"owner">,
  page: number,
  pageSize = DEFAULT_PAGE_SIZE,
): Promise<Page<ContentItemView>> {
  assertRole(viewer, ["owner"]);
  const read = (p: number) =>
    db.content.findMany({
      select: contentSelect,
      orderBy: [{ createdAt: "desc" }, { id: "desc" }],
      skip: (p - 1) * pageSize,
      take: pageSize,
    });
  const [firstTry, total] = await Promise.all([read(page), db.content.count()]);
  const current = clampPage(page, total, pageSize);
  const rows = current === page ? firstTry : await read(current);
  return pageOf(rows, current, pageSize, total);
}
