"use server";

import { revalidatePath, revalidateTag } from "next/cache";
import type { ActionResult } from "@/lib/actions/result";
import { authorizedAction, isUniqueViolation } from "@/lib/actions/safe-action";
import { authMessages } from "@/lib/validations/auth-messages";
import { can } from "@/lib/auth/permissions";
import type { SessionUser } from "@/lib/auth/session";
import { db } from "@/lib/db";
import type { Prisma } from "@/lib/generated/prisma/client";
import { BLOG_CACHE_TAG } from "@/lib/queries/blog";
import {
  approveSchema,
  blogMessages,
  postIdSchema,
  postSchema,
  slugify,
  type ContentStatusValue,
  type PostInput,
} from "@/lib/validations/blog";

/**
 * The editorial workflow (issue: health blog, item 4), stricter than the old app because this is
 * medical content: doctors and coordinators write posts and edit or delete only their own; they
 * save drafts or submit for review, never publish. Only the owner publishes (approving records who
 * and when), and edits or deletes anyone's post. A published post edited by its author goes back
 * to review. Every rule is checked here, whatever the editor's buttons allow.
 *
 * Every save is a new revision, its text kept in content_revisions. Approve names the revision the
 * owner read and is refused once the post has moved on, so an edit made while she was reading is
 * never published unseen; the preview then shows her what changed.
 */

export type SavedPost = { id: string; slug: string; status: ContentStatusValue };

type Existing = {
  authorId: string | null;
  status: ContentStatusValue;
  slug: string;
  publishedAt: Date | null;
};

/** What a save may change the status to, for this user and this post. */
function nextStatus(
  user: SessionUser,
  requested: ContentStatusValue,
  existing: Existing | null,
): ContentStatusValue | { refused: string } {
  if (can(user.role, "content.approve")) return requested;
  if (requested === "published") return { refused: blogMessages.onlyOwnerPublishes };
  // Her edit of a live post has not been reviewed: it leaves the public blog until it is.
  if (existing?.status === "published") return "pending_review";
  return requested;
}

/** Keeps the text of the revision just saved, for the owner's "what changed". */
async function keepRevision(
  tx: Prisma.TransactionClient,
  saved: { id: string; revision: number },
  input: PostInput,
  slug: string,
  userId: string,
): Promise<void> {
  await tx.contentRevision.create({
    data: {
      contentId: saved.id,
      revision: saved.revision,
      ...columns(input),
      slug,
      savedById: userId,
    },
  });
}

/** Revalidates the public blog and the article pages a save or deletion touched. */
function refreshPublicBlog(...slugs: string[]): void {
  revalidateTag(BLOG_CACHE_TAG);
  revalidatePath("/blog");
  for (const slug of new Set(slugs)) revalidatePath(`/blog/${slug}`);
}

const MAX_SLUG_ATTEMPTS = 20;

/** The first of base, base-2, base-3 … that no other post uses. */
async function freeSlug(base: string, exceptId: string | undefined): Promise<string> {
  const taken = new Set(
    (
      await db.content.findMany({
        where: {
          slug: { startsWith: base },
          ...(exceptId ? { id: { not: exceptId } } : {}),
        },
        select: { slug: true },
      })
    ).map((row) => row.slug),
  );
  if (!taken.has(base)) return base;
  for (let n = 2; ; n += 1) {
    const candidate = `${base.slice(0, 100 - String(n).length - 1)}-${n}`;
    if (!taken.has(candidate)) return candidate;
  }
}

/** The editor's fields as columns. */
function columns(input: PostInput) {
  return {
    title: input.title,
    body: input.body,
    excerpt: input.excerpt ?? null,
    featuredImageUrl: input.featuredImageUrl ?? null,
    seoTitle: input.seoTitle ?? null,
    seoDescription: input.seoDescription ?? null,
    seoKeywords: input.seoKeywords,
  };
}

/** Creates a post (no id) or saves changes to one (with its id). */
export const savePost = authorizedAction(
  "content.write",
  postSchema,
  async ({ user, input }): Promise<ActionResult<SavedPost>> => {
    const existing: Existing | null = input.id
      ? await db.content.findUnique({
          where: { id: input.id },
          select: { authorId: true, status: true, slug: true, publishedAt: true },
        })
      : null;
    if (input.id && !existing) return { ok: false, error: blogMessages.notFound };
    if (existing && existing.authorId !== user.id && !can(user.role, "content.moderate")) {
      return { ok: false, error: authMessages.accessDenied };
    }

    const status = nextStatus(user, input.status, existing);
    if (typeof status === "object") {
      return { ok: false, error: status.refused, fieldErrors: { status: [status.refused] } };
    }

    // A slug she typed is hers: a clash is reported. One made from the title gets a free suffix.
    const typedSlug = input.slug === "" ? null : slugify(input.slug);
    if (typedSlug === "") {
      return {
        ok: false,
        error: blogMessages.slugEmpty,
        fieldErrors: { slug: [blogMessages.slugEmpty] },
      };
    }
    const baseSlug = typedSlug ?? (slugify(input.title) || "article");

    const now = new Date();
    const approval: { approvedById?: string; approvedAt?: Date; publishedAt?: Date } =
      status === "published"
        ? { approvedById: user.id, approvedAt: now, publishedAt: existing?.publishedAt ?? now }
        : {};

    for (let attempt = 0; attempt < MAX_SLUG_ATTEMPTS; attempt += 1) {
      const slug = typedSlug ?? (await freeSlug(baseSlug, input.id));
      try {
        const data = { ...columns(input), ...approval, slug, status };
        const select = { id: true, slug: true, status: true, revision: true } as const;
        const written = await db.$transaction(async (tx) => {
          const row = existing
            ? await tx.content.update({
                where: { id: input.id },
                data: { ...data, revision: { increment: 1 } },
                select,
              })
            : await tx.content.create({
                data: { ...data, authorId: user.id, type: "blog" },
                select,
              });
          await keepRevision(tx, row, input, slug, user.id);
          // The owner publishing from the editor read what she saved: that is the approved text.
          if (status === "published") {
            await tx.content.update({
              where: { id: row.id },
              data: { approvedRevision: row.revision },
              select: { id: true },
            });
          }
          return row;
        });
        const saved = { id: written.id, slug: written.slug, status: written.status };
        refreshPublicBlog(saved.slug, ...(existing ? [existing.slug] : []));
        return { ok: true, data: saved };
      } catch (error) {
        if (!isUniqueViolation(error)) throw error;
        if (typedSlug) {
          return {
            ok: false,
            error: blogMessages.slugTaken,
            fieldErrors: { slug: [blogMessages.slugTaken] },
          };
        }
        // Another post took the generated slug between our check and our write: try the next one.
      }
    }
    return {
      ok: false,
      error: blogMessages.slugTaken,
      fieldErrors: { slug: [blogMessages.slugTaken] },
    };
  },
);

/**
 * Approve (the owner only): pending_review → published, recording the approving owner and the time, only if
 * the post is still at the revision she read (`{ id, revision }`).
 */
export const approvePost = authorizedAction(
  "content.approve",
  approveSchema,
  async ({ user, input }): Promise<ActionResult<SavedPost>> => {
    const post = await db.content.findUnique({
      where: { id: input.id },
      select: { status: true, publishedAt: true },
    });
    if (!post) return { ok: false, error: blogMessages.notFound };
    if (post.status !== "pending_review")
      return { ok: false, error: blogMessages.notAwaitingReview };
    const now = new Date();
    // Status and revision in the where clause make approval a compare-and-set: two clicks publish
    // once, and an edit saved after the owner opened the post makes her approval miss.
    const result = await db.content.updateMany({
      where: { id: input.id, status: "pending_review", revision: input.revision },
      data: {
        status: "published",
        approvedById: user.id,
        approvedAt: now,
        approvedRevision: input.revision,
        publishedAt: post.publishedAt ?? now,
      },
    });
    if (result.count === 0) {
      const current = await db.content.findUnique({
        where: { id: input.id },
        select: { status: true },
      });
      if (!current) return { ok: false, error: blogMessages.notFound };
      return {
        ok: false,
        error:
          current.status === "pending_review"
            ? blogMessages.changedSinceRead
            : blogMessages.notAwaitingReview,
      };
    }
    const saved = await db.content.findUniqueOrThrow({
      where: { id: input.id },
      select: { id: true, slug: true, status: true },
    });
    refreshPublicBlog(saved.slug);
    return { ok: true, data: saved };
  },
);

/** Delete: her own post, or any post for the owner. */
export const deletePost = authorizedAction(
  "content.write",
  postIdSchema,
  async ({ user, input }): Promise<ActionResult<{ id: string }>> => {
    const post = await db.content.findUnique({
      where: { id: input.id },
      select: { authorId: true, slug: true },
    });
    if (!post) return { ok: false, error: blogMessages.notFound };
    if (post.authorId !== user.id && !can(user.role, "content.moderate")) {
      return { ok: false, error: authMessages.accessDenied };
    }
    await db.content.delete({ where: { id: input.id } });
    refreshPublicBlog(post.slug);
    return { ok: true, data: { id: input.id } };
  },
);
