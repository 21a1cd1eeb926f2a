import "server-only";
import { unstable_cache } from "next/cache";
import { claims } from "@/content/site";
import { db } from "@/lib/db";
import { env } from "@/lib/env";

/**
 * The public pages' "0 privacy breaches" (home and testimonials, both languages) comes from the
 * breach records, not from content/ alone: once the owner records a breach the claim is gone.
 * Those pages are pre-rendered, so recording a breach revalidates this tag (lib/actions/breach.ts).
 */
export const BREACH_RECORD_TAG = "breach-record";

const anyBreachRecorded = unstable_cache(
  async (): Promise<boolean> => (await db.dataBreach.findFirst({ select: { id: true } })) !== null,
  ["site:any-breach-recorded"],
  { tags: [BREACH_RECORD_TAG] },
);

/**
 * `next build` has no database: the page is written without the claim and asks to be rendered
 * again a minute after it is first served (a number here sets the page's revalidation), when the
 * records can be read. Renders after that carry no timer: the page stays until the tag is revalidated.
 */
const BUILD_RETRY_SECONDS = 60;
const unknownWhileBuilding = unstable_cache(async () => null, ["site:breach-claim-at-build"], {
  revalidate: BUILD_RETRY_SECONDS,
});

/** Whether the "0 privacy breaches" claim is true: no breach recorded (false while building). */
export async function breachFree(): Promise<boolean> {
  if (env.NEXT_PHASE === "phase-production-build") {
    await unknownWhileBuilding();
    return false;
  }
  return !(await anyBreachRecorded());
}

/** A page's figures, without the breach claim when it is not true. */
export function withBreachClaim<S extends { readonly value: string }>(
  stats: readonly S[],
  isBreachFree: boolean,
): S[] {
  return isBreachFree ? [...stats] : stats.filter((stat) => stat.value !== claims.privacyBreaches);
}
