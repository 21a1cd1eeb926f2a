import * as z from "zod/mini";

/**
 * The blog editor's one schema, used by
 * the form's resolver and parsed again by the save action. The body is kept exactly as typed: the
 * public page renders it as text, one paragraph per line, so markup in it shows as markup and never
 * runs. Slug and keyword rules live here as plain functions the editor also calls while typing.
 */

export const contentStatuses = ["draft", "pending_review", "published"] as const;
export type ContentStatusValue = (typeof contentStatuses)[number];

export const contentStatusLabels = {
  draft: "Draft",
  pending_review: "Pending Review",
  published: "Published",
} as const satisfies Record<ContentStatusValue, string>;

export const blogLimits = {
  title: 150,
  body: 50_000,
  excerpt: 300,
  slug: 100,
  imagePath: 300,
  /** Search engines show about this much of a title and a description. */
  seoTitle: 70,
  seoDescription: 160,
  keywords: 10,
  keyword: 40,
} as const;

export const blogMessages = {
  titleAndContentRequired: "Title and content are required",
  onlyOwnerPublishes:
    "Only the clinic owner can publish a post. Save it as a draft or submit it for review.",
  slugTaken: "Another post already uses this URL slug. Please choose a different one.",
  slugEmpty: "Please use letters or numbers in the URL slug.",
  imagePath:
    "Please upload an image or give a path on this site, starting with / (images from other websites are not allowed).",
  notFound: "This post no longer exists.",
  notAwaitingReview: "This post is not awaiting review any more.",
  changedSinceRead:
    "This post has changed since you opened it. Read the changes, then approve again if they are right.",
} as const;

/**
 * The slug rule: lower-cased, characters other than a-z, 0-9, space and hyphen removed, spaces to hyphens,
 * repeated hyphens collapsed. Leading and trailing hyphens are dropped too, so a title like
 * "- Piles -" cannot make a slug that starts or ends with one.
 */
export function slugify(value: string): string {
  return value
    .toLowerCase()
    .replace(/[^a-z0-9 -]/g, "")
    .trim()
    .replace(/ +/g, "-")
    .replace(/-+/g, "-")
    .replace(/^-|-$/g, "")
    .slice(0, blogLimits.slug)
    .replace(/-$/, "");
}

/** Keywords are trimmed, empty ones ignored and duplicates (in any case) not added. */
export function normalizeKeywords(keywords: readonly string[]): string[] {
  const kept: string[] = [];
  for (const raw of keywords) {
    const keyword = raw.trim().replace(/\s+/g, " ");
    if (keyword === "") continue;
    if (kept.some((k) => k.toLowerCase() === keyword.toLowerCase())) continue;
    kept.push(keyword);
  }
  return kept;
}

/** The editor's Enter key: the list with `raw` added when it is new and not empty. */
export function addKeyword(keywords: readonly string[], raw: string): string[] {
  return normalizeKeywords([...keywords, raw]);
}

/** Site-relative only: '/media/…' from an upload, or a file the site itself serves. */
const SITE_PATH = /^\/(?![/\\])[A-Za-z0-9._~\-/]*$/;

function optionalText(max: number, label: string) {
  return z.pipe(
    z.optional(
      z.string().check(z.maxLength(max, `Please keep the ${label} under ${max} characters.`)),
    ),
    z.transform((value: string | undefined) => {
      const trimmed = (value ?? "").trim();
      return trimmed === "" ? undefined : trimmed;
    }),
  );
}

function requiredText(max: number, label: string) {
  return z.pipe(
    z.string({ error: blogMessages.titleAndContentRequired }),
    z.pipe(
      z.transform((value: string) => value.trim()),
      z
        .string()
        .check(
          z.minLength(1, blogMessages.titleAndContentRequired),
          z.maxLength(
            max,
            `Please keep the ${label} under ${max.toLocaleString("en-IN")} characters.`,
          ),
        ),
    ),
  );
}

export const postSchema = z.object({
  /** Set when editing; omitted for a new post. */
  id: z.optional(z.uuid(blogMessages.notFound)),
  title: requiredText(blogLimits.title, "title"),
  body: requiredText(blogLimits.body, "content"),
  excerpt: optionalText(blogLimits.excerpt, "excerpt"),
  status: z.enum(contentStatuses, { error: "Please choose a status." }),
  /** Empty: generated from the title. Otherwise cleaned with the same rule. */
  slug: z.pipe(
    z.optional(z.string().check(z.maxLength(blogLimits.slug * 2, blogMessages.slugEmpty))),
    z.transform((value: string | undefined) => (value ?? "").trim()),
  ),
  featuredImageUrl: z.pipe(
    z.optional(
      z.string().check(
        z.trim(),
        z.maxLength(blogLimits.imagePath, blogMessages.imagePath),
        z.refine((value) => value === "" || SITE_PATH.test(value), blogMessages.imagePath),
      ),
    ),
    z.transform((value: string | undefined) => (value ? value : undefined)),
  ),
  seoTitle: optionalText(blogLimits.seoTitle, "SEO title"),
  seoDescription: optionalText(blogLimits.seoDescription, "SEO description"),
  seoKeywords: z.pipe(
    z._default(
      z.array(
        z
          .string()
          .check(
            z.maxLength(
              blogLimits.keyword,
              `Please keep each keyword under ${blogLimits.keyword} characters.`,
            ),
          ),
      ),
      [],
    ),
    z.pipe(
      z.transform((keywords: string[]) => normalizeKeywords(keywords)),
      z
        .array(z.string())
        .check(
          z.maxLength(blogLimits.keywords, `Please use at most ${blogLimits.keywords} keywords.`),
        ),
    ),
  ),
});

/** What the editor holds. */
export type PostFormValues = z.input<typeof postSchema>;
/** What the save action receives once parsed. */
export type PostInput = z.output<typeof postSchema>;

export const postIdSchema = z.object({ id: z.uuid(blogMessages.notFound) });

/** Approve names the revision the owner read: the server refuses it once the post has moved on. */
export const approveSchema = z.object({
  id: z.uuid(blogMessages.notFound),
  revision: z.int(blogMessages.changedSinceRead).check(z.positive(blogMessages.changedSinceRead)),
});

/** Reading time as the article page shows it: words / 200, rounded up, at least a minute. */
export function readingMinutes(body: string): number {
  const words = body.split(/\s+/).filter(Boolean).length;
  return Math.max(1, Math.ceil(words / 200));
}

/** The body's paragraphs as the public page renders them: one per non-empty line. */
export function paragraphs(body: string): string[] {
  return body
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== "");
}
