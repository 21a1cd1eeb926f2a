import { formatIndiaDateTime } from "@/lib/india-time";
import type { PostReview } from "@/lib/queries/blog";
import { cn } from "@/lib/utils";
import { ApproveButton } from "@/components/blog/approve-button";

/**
 * The owner's review of a post awaiting approval, above its preview: which revision she is reading,
 * what changed since the revision she had opened (or last published), and Approve for exactly
 * this revision.
 */
export function PostReviewPanel({ review }: { review: PostReview }) {
  const { baseline } = review;
  const changed = [...review.fields.map((f) => f.label), ...(review.body ? ["Body"] : [])];
  return (
    <section
      aria-labelledby="review-heading"
      className="border-warning/25 bg-warning-soft mx-auto mt-6 max-w-3xl space-y-4 rounded-xl border p-4 md:p-6"
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h2 id="review-heading" className="text-lg font-semibold">
            Awaiting your approval: revision {review.revision}
          </h2>
          <p className="text-muted-foreground text-sm">
            Saved {formatIndiaDateTime(review.savedAt)}. Approve publishes exactly the text below;
            if it changes before you do, you will be shown the changes first.
          </p>
        </div>
        <ApproveButton
          post={{ id: review.id, title: review.article.title, revision: review.revision }}
          size="default"
        />
      </div>

      {baseline === null ? (
        <p className="text-sm">Nothing of this post has been published before.</p>
      ) : (
        <div className="space-y-3">
          <p className="text-sm font-medium">
            {baseline.kind === "read"
              ? `Changed since you opened it (revision ${baseline.revision}): `
              : `Changed since the published version (revision ${baseline.revision}): `}
            {changed.length > 0 ? changed.join(", ") : "no visible changes"}.
          </p>
          {review.fields.length > 0 ? (
            <dl className="space-y-2 text-sm">
              {review.fields.map((field) => (
                <div key={field.label}>
                  <dt className="font-medium">{field.label}</dt>
                  <dd>
                    <del className="text-destructive">{field.before || "(empty)"}</del>
                    {" → "}
                    <ins className="text-trust no-underline">{field.after || "(empty)"}</ins>
                  </dd>
                </div>
              ))}
            </dl>
          ) : null}
          {review.body ? (
            <div className="space-y-2 text-sm">
              <p className="font-medium">Body</p>
              {review.body.map((change, index) => {
                const Tag =
                  change.kind === "added" ? "ins" : change.kind === "removed" ? "del" : "p";
                return (
                  <Tag
                    key={index}
                    className={cn(
                      "block rounded-md px-3 py-2 no-underline",
                      change.kind === "added" && "bg-trust-soft",
                      change.kind === "removed" && "bg-destructive/10 line-through",
                      change.kind === "same" && "text-muted-foreground",
                    )}
                  >
                    {change.kind === "added" ? <span className="sr-only">Added: </span> : null}
                    {change.kind === "removed" ? <span className="sr-only">Removed: </span> : null}
                    {change.text}
                  </Tag>
                );
              })}
            </div>
          ) : null}
        </div>
      )}
    </section>
  );
}
