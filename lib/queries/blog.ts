import "server-only";
import {
  changedFields,
  diffParagraphs,
  type FieldChange,
  type ParagraphChange,
} from "@/lib/blog/diff";
import { unstable_cache } from "next/cache";
import { db } from "@/lib/db";
import { assertRole, type Viewer } from "@/lib/auth/viewer";
import { can, type Role } from "@/lib/auth/permissions";
import type { ContentStatusValue } from "@/lib/validations/blog";
import type { Prisma } from "@/lib/generated/prisma/client";
import { isUuid } from "@/lib/uuid";

/**
 * Reads of articles. Public reads see published posts only and are cached under the "blog" tag, so
 * the public blog is rendered from the cache until a save, approval or deletion revalidates it
 * (lib/actions/blog.ts). Staff reads are per request and scoped: the owner sees every post, a
 * doctor or coordinator only her own.
 *
 * Everything returned is a plain view model with ISO date strings (the cache stores JSON).
 */

export const BLOG_CACHE_TAG = "blog";
export const PUBLIC_PAGE_SIZE = 12;
export const MANAGEMENT_PAGE_SIZE = 20;

export type PostCard = {
  id: string;
  slug: string;
  title: string;
  excerpt: string | null;
  keywords: string[];
  featuredImageUrl: string | null;
  /** When it first went public: the date readers see and the order of the blog. */
  publishedAt: string;
};

export type PersonRef = {
  firstName: string;
  lastName: string;
  role: Role;
  specialization: string | null;
  bio: string | null;
  avatarUrl: string | null;
};

export type Article = PostCard & {
  type: string;
  body: string;
  seoTitle: string | null;
  seoDescription: string | null;
  createdAt: string;
  updatedAt: string;
  approvedAt: string | null;
  author: PersonRef | null;
  approver: PersonRef | null;
};

const personSelect = {
  firstName: true,
  lastName: true,
  role: true,
  specialization: true,
  bio: true,
  avatarUrl: true,
} as const satisfies Prisma.UserSelect;

const cardSelect = {
  id: true,
  slug: true,
  title: true,
  excerpt: true,
  seoKeywords: true,
  featuredImageUrl: true,
  publishedAt: true,
  createdAt: true,
} as const satisfies Prisma.ContentSelect;

type CardRow = Prisma.ContentGetPayload<{ select: typeof cardSelect }>;

function toCard(row: CardRow): PostCard {
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    excerpt: row.excerpt,
    keywords: row.seoKeywords,
    featuredImageUrl: row.featuredImageUrl,
    publishedAt: (row.publishedAt ?? row.createdAt).toISOString(),
  };
}

const published = { type: "blog", status: "published" } as const satisfies Prisma.ContentWhereInput;
const newestFirst = [
  { publishedAt: "desc" },
  { createdAt: "desc" },
] as const satisfies Prisma.ContentOrderByWithRelationInput[];

/**
 * The reader's words as a prefix query for PostgreSQL full-text search: "Fiss pain" finds
 * "fissure" and "painful". Only letters and digits survive, so nothing she types is query syntax.
 */
export function searchQuery(raw: string): string | null {
  const terms = (raw.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []).slice(0, 8);
  return terms.length > 0 ? terms.map((term) => `${term}:*`).join(" & ") : null;
}

export type PublishedList = { posts: PostCard[]; total: number; page: number; pageCount: number };

async function readPublished(q: string, page: number): Promise<PublishedList> {
  const offset = (page - 1) * PUBLIC_PAGE_SIZE;
  const query = searchQuery(q);
  if (!query) {
    const [rows, total] = await Promise.all([
      db.content.findMany({
        where: published,
        select: cardSelect,
        orderBy: newestFirst,
        take: PUBLIC_PAGE_SIZE,
        skip: offset,
      }),
      db.content.count({ where: published }),
    ]);
    return { posts: rows.map(toCard), total, page, pageCount: pageCount(total) };
  }

  // The expression matches contents_published_search_idx (see the blog migration), so the GIN
  // index serves it: title, keywords, excerpt and body, best matches first.
  const rows = await db.$queryRaw<
    Array<{
      id: string;
      slug: string;
      title: string;
      excerpt: string | null;
      seo_keywords: string[];
      featured_image_url: string | null;
      published_at: Date | null;
      created_at: Date;
      total: bigint;
    }>
  >`
    SELECT id, slug, title, excerpt, seo_keywords, featured_image_url, published_at, created_at,
           count(*) OVER () AS total
    FROM contents
    WHERE type = 'blog' AND status = 'published'
      AND content_search_document(title, excerpt, seo_keywords, content) @@ to_tsquery('english', ${query})
    ORDER BY ts_rank(content_search_document(title, excerpt, seo_keywords, content), to_tsquery('english', ${query})) DESC,
             published_at DESC NULLS LAST, created_at DESC
    LIMIT ${PUBLIC_PAGE_SIZE} OFFSET ${offset}
  `;
  const total = Number(rows[0]?.total ?? 0);
  return {
    posts: rows.map((row) =>
      toCard({
        id: row.id,
        slug: row.slug,
        title: row.title,
        excerpt: row.excerpt,
        seoKeywords: row.seo_keywords,
        featuredImageUrl: row.featured_image_url,
        publishedAt: row.published_at,
        createdAt: row.created_at,
      }),
    ),
    total,
    page,
    pageCount: pageCount(total),
  };
}

function pageCount(total: number): number {
  return Math.max(1, Math.ceil(total / PUBLIC_PAGE_SIZE));
}

/** /blog's 'All Articles' (or search results): published posts, newest first, a page at a time. */
export const listPublishedPosts = unstable_cache(
  async (q: string, page: number) => readPublished(q.trim().slice(0, 100), Math.max(1, page)),
  ["blog:list"],
  { tags: [BLOG_CACHE_TAG] },
);

/** /blog's 'Featured Articles': the 3 newest published posts. */
export const featuredPosts = unstable_cache(
  async (): Promise<PostCard[]> =>
    (
      await db.content.findMany({
        where: published,
        select: cardSelect,
        orderBy: newestFirst,
        take: 3,
      })
    ).map(toCard),
  ["blog:featured"],
  { tags: [BLOG_CACHE_TAG] },
);

const articleSelect = {
  ...cardSelect,
  type: true,
  body: true,
  seoTitle: true,
  seoDescription: true,
  updatedAt: true,
  approvedAt: true,
  author: { select: personSelect },
  approvedBy: { select: personSelect },
} as const satisfies Prisma.ContentSelect;

type ArticleRow = Prisma.ContentGetPayload<{ select: typeof articleSelect }>;

function toArticle(row: ArticleRow): Article {
  return {
    ...toCard(row),
    type: row.type,
    body: row.body,
    seoTitle: row.seoTitle,
    seoDescription: row.seoDescription,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    approvedAt: row.approvedAt?.toISOString() ?? null,
    author: row.author,
    approver: row.approvedBy,
  };
}

/** /blog/{slug}: the published post with this slug, or null (unknown, draft or awaiting review). */
export const getPublishedArticle = unstable_cache(
  async (slug: string): Promise<Article | null> => {
    const row = await db.content.findFirst({
      where: { ...published, slug },
      select: articleSelect,
    });
    return row ? toArticle(row) : null;
  },
  ["blog:article"],
  { tags: [BLOG_CACHE_TAG] },
);

/** Every published slug with its last change, for the sitemap. */
export const publishedSlugs = unstable_cache(
  async (): Promise<Array<{ slug: string; updatedAt: string }>> =>
    (
      await db.content.findMany({
        where: published,
        select: { slug: true, updatedAt: true },
        orderBy: newestFirst,
      })
    ).map((row) => ({ slug: row.slug, updatedAt: row.updatedAt.toISOString() })),
  ["blog:slugs"],
  { tags: [BLOG_CACHE_TAG] },
);

// ---------------------------------------------------------------------------------------------
// Blog management (staff): never cached, always scoped to who is asking.
// ---------------------------------------------------------------------------------------------

/** Who manages posts: the roles of content.write (lib/auth/permissions.ts). */
const writerRoles = ["owner", "doctor", "coordinator"] as const;
type WriterRole = (typeof writerRoles)[number];

/** The owner sees every post; a doctor or coordinator only the posts she wrote. */
function managedScope(user: Viewer<WriterRole>): Prisma.ContentWhereInput {
  assertRole(user, writerRoles);
  return can(user.role, "content.moderate")
    ? { type: "blog" }
    : { type: "blog", authorId: user.id };
}

export type ManagedPost = {
  id: string;
  slug: string;
  title: string;
  excerpt: string | null;
  status: ContentStatusValue;
  createdAt: string;
  updatedAt: string;
  authorName: string | null;
  /** Hers to edit and delete (her own, or any for the owner). */
  editable: boolean;
  /** The revision this list shows: what Approve from here names. */
  revision: number;
};

export type ManagedList = {
  posts: ManagedPost[];
  total: number;
  page: number;
  pageCount: number;
};

export async function listManagedPosts(
  user: Viewer<WriterRole>,
  filters: { q?: string; status?: ContentStatusValue; page?: number },
): Promise<ManagedList> {
  const q = filters.q?.trim().slice(0, 100) ?? "";
  const page = Math.max(1, filters.page ?? 1);
  const where: Prisma.ContentWhereInput = {
    ...managedScope(user),
    ...(filters.status ? { status: filters.status } : {}),
    // The management search looks at title and excerpt.
    ...(q
      ? {
          OR: [
            { title: { contains: q, mode: "insensitive" } },
            { excerpt: { contains: q, mode: "insensitive" } },
          ],
        }
      : {}),
  };
  const [rows, total] = await Promise.all([
    db.content.findMany({
      where,
      select: {
        id: true,
        slug: true,
        title: true,
        excerpt: true,
        status: true,
        createdAt: true,
        updatedAt: true,
        authorId: true,
        revision: true,
        author: { select: { firstName: true, lastName: true } },
      },
      orderBy: { createdAt: "desc" },
      take: MANAGEMENT_PAGE_SIZE,
      skip: (page - 1) * MANAGEMENT_PAGE_SIZE,
    }),
    db.content.count({ where }),
  ]);
  const moderator = can(user.role, "content.moderate");
  return {
    posts: rows.map((row) => ({
      id: row.id,
      slug: row.slug,
      title: row.title,
      excerpt: row.excerpt,
      status: row.status,
      createdAt: row.createdAt.toISOString(),
      updatedAt: row.updatedAt.toISOString(),
      authorName: row.author ? `${row.author.firstName} ${row.author.lastName}` : null,
      editable: moderator || row.authorId === user.id,
      revision: row.revision,
    })),
    total,
    page,
    pageCount: Math.max(1, Math.ceil(total / MANAGEMENT_PAGE_SIZE)),
  };
}

export type EditablePost = {
  id: string;
  title: string;
  body: string;
  excerpt: string;
  status: ContentStatusValue;
  slug: string;
  featuredImageUrl: string;
  seoTitle: string;
  seoDescription: string;
  seoKeywords: string[];
};

/** A post she may edit, as the editor's fields, or null when it is not hers (or gone). */
export async function getEditablePost(
  user: Viewer<WriterRole>,
  id: string,
): Promise<EditablePost | null> {
  if (!isUuid(id)) return null;
  const row = await db.content.findFirst({
    where: { ...managedScope(user), id },
    select: {
      id: true,
      title: true,
      body: true,
      excerpt: true,
      status: true,
      slug: true,
      featuredImageUrl: true,
      seoTitle: true,
      seoDescription: true,
      seoKeywords: true,
    },
  });
  if (!row) return null;
  return {
    id: row.id,
    title: row.title,
    body: row.body,
    excerpt: row.excerpt ?? "",
    status: row.status,
    slug: row.slug,
    featuredImageUrl: row.featuredImageUrl ?? "",
    seoTitle: row.seoTitle ?? "",
    seoDescription: row.seoDescription ?? "",
    seoKeywords: row.seoKeywords,
  };
}

/** A post of hers (any status) as the public page would show it, for the staff preview. */
export async function getPreviewArticle(
  user: Viewer<WriterRole>,
  id: string,
): Promise<Article | null> {
  if (!isUuid(id)) return null;
  const row = await db.content.findFirst({
    where: { ...managedScope(user), id },
    select: articleSelect,
  });
  return row ? toArticle(row) : null;
}

// ---------------------------------------------------------------------------------------------
// The owner's review of a post awaiting approval.

const revisionText = {
  title: true,
  excerpt: true,
  body: true,
  slug: true,
  featuredImageUrl: true,
  seoTitle: true,
  seoDescription: true,
  seoKeywords: true,
} as const satisfies Prisma.ContentRevisionSelect;

export type PostReview = {
  id: string;
  /** The article as this revision reads, from the same read as `revision`. */
  article: Article;
  /** The revision shown: what Approve on the review names. */
  revision: number;
  savedAt: Date;
  /** What it is compared with: the revision she had opened, or the one last published. */
  baseline: { revision: number; kind: "read" | "published" } | null;
  fields: FieldChange[];
  /** Null when the body did not change. */
  body: ParagraphChange[] | null;
};

/**
 * A post awaiting review as the owner approves it: its current revision and what changed since
 * `since` (the revision she had opened, after an approval was refused) or else since the revision
 * she last published. Null for anyone who may not approve, or a post not awaiting review.
 */
export async function getPostReview(
  user: Viewer<WriterRole>,
  id: string,
  since?: number,
): Promise<PostReview | null> {
  if (!can(user.role, "content.approve") || !isUuid(id)) return null;
  const post = await db.content.findUnique({
    where: { id },
    // One read for the text shown and the revision Approve names, so they cannot differ.
    select: {
      ...articleSelect,
      status: true,
      revision: true,
      approvedRevision: true,
      ...revisionText,
    },
  });
  if (!post || post.status !== "pending_review") return null;

  const read = since !== undefined && since >= 1 && since < post.revision ? since : null;
  const published =
    post.approvedRevision !== null && post.approvedRevision < post.revision
      ? post.approvedRevision
      : null;
  const baselineRevision = read ?? published;
  const before =
    baselineRevision === null
      ? null
      : await db.contentRevision.findUnique({
          where: { contentId_revision: { contentId: id, revision: baselineRevision } },
          select: revisionText,
        });
  const review = {
    id: post.id,
    article: toArticle(post),
    revision: post.revision,
    savedAt: post.updatedAt,
  };
  if (!before || baselineRevision === null) {
    return { ...review, baseline: null, fields: [], body: null };
  }
  return {
    ...review,
    baseline: { revision: baselineRevision, kind: read === null ? "published" : "read" },
    fields: changedFields(before, post),
    body: before.body === post.body ? null : diffParagraphs(before.body, post.body),
  };
}
