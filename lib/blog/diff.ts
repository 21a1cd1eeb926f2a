/**
 * What changed between two revisions of a post, for the owner before she approves: which fields,
 * and the body paragraph by paragraph (a paragraph is a non-empty line, as the article page shows
 * it). Pure, so unit tests cover it and a page renders it.
 */

import { paragraphs } from "@/lib/validations/blog";

export type ParagraphChange = { kind: "same" | "added" | "removed"; text: string };

export type PostText = {
  title: string;
  excerpt: string | null;
  body: string;
  slug: string;
  featuredImageUrl: string | null;
  seoTitle: string | null;
  seoDescription: string | null;
  seoKeywords: string[];
};

export type FieldChange = { label: string; before: string; after: string };

const fieldLabels = {
  title: "Title",
  excerpt: "Excerpt",
  slug: "URL slug",
  featuredImageUrl: "Featured image",
  seoTitle: "SEO title",
  seoDescription: "SEO description",
  seoKeywords: "SEO keywords",
} as const satisfies Partial<Record<keyof PostText, string>>;

/** A longest-common-subsequence diff of the two bodies' paragraphs, in reading order. */
export function diffParagraphs(before: string, after: string): ParagraphChange[] {
  const a = paragraphs(before);
  const b = paragraphs(after);
  // lengths[i][j]: the LCS of a[i..] and b[j..]. Posts have tens of paragraphs, so n*m is small.
  const lengths = Array.from({ length: a.length + 1 }, () => Array<number>(b.length + 1).fill(0));
  for (let i = a.length - 1; i >= 0; i -= 1) {
    for (let j = b.length - 1; j >= 0; j -= 1) {
      const row = lengths[i] ?? [];
      row[j] =
        a[i] === b[j]
          ? (lengths[i + 1]?.[j + 1] ?? 0) + 1
          : Math.max(lengths[i + 1]?.[j] ?? 0, row[j + 1] ?? 0);
    }
  }
  const changes: ParagraphChange[] = [];
  let i = 0;
  let j = 0;
  while (i < a.length || j < b.length) {
    const left = a[i];
    const right = b[j];
    if (left !== undefined && left === right) {
      changes.push({ kind: "same", text: left });
      i += 1;
      j += 1;
    } else if (
      right === undefined ||
      (left !== undefined && (lengths[i + 1]?.[j] ?? 0) >= (lengths[i]?.[j + 1] ?? 0))
    ) {
      changes.push({ kind: "removed", text: left ?? "" });
      i += 1;
    } else {
      changes.push({ kind: "added", text: right });
      j += 1;
    }
  }
  return changes;
}

function shown(value: string | string[] | null): string {
  if (Array.isArray(value)) return value.join(", ");
  return value ?? "";
}

/** The fields other than the body that differ, with their text before and after. */
export function changedFields(before: PostText, after: PostText): FieldChange[] {
  return (Object.keys(fieldLabels) as (keyof typeof fieldLabels)[]).flatMap((field) => {
    const was = shown(before[field]);
    const now = shown(after[field]);
    return was === now ? [] : [{ label: fieldLabels[field], before: was, after: now }];
  });
}
