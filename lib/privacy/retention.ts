import type { PrismaClient } from "@/lib/generated/prisma/client";
import { anonymisedRequestFields } from "@/lib/privacy/anonymise";

/**
 * Retention of bookings that led nowhere (issue: privacy, item 6). A consultation request closed
 * without an appointment (not needed, a duplicate, unreachable) is anonymised once it has been
 * closed for the retention period. Requests that became appointments are part of her care record
 * and stay. Running it again changes nothing: anonymised rows are skipped.
 *
 * Free of server-only imports: `npm run retention` (scripts/retention.ts) and the tests call it
 * with their own database client.
 */

export const DEFAULT_RETENTION_DAYS = 180;
const BATCH = 500;

export type RetentionResult = { anonymised: number; cutoff: Date };

export async function anonymiseExpiredRequests(
  client: PrismaClient,
  options: { days?: number; now?: Date; dryRun?: boolean } = {},
): Promise<RetentionResult> {
  const days = options.days ?? DEFAULT_RETENTION_DAYS;
  const now = options.now ?? new Date();
  const cutoff = new Date(now.getTime() - days * 24 * 60 * 60 * 1000);
  const where = {
    status: "closed" as const,
    appointmentId: null,
    anonymisedAt: null,
    closedAt: { lt: cutoff },
  };

  if (options.dryRun)
    return { anonymised: await client.consultationRequest.count({ where }), cutoff };

  let anonymised = 0;
  for (;;) {
    const batch = await client.consultationRequest.findMany({
      where,
      select: { id: true },
      orderBy: { closedAt: "asc" },
      take: BATCH,
    });
    if (batch.length === 0) break;
    await client.$transaction(async (tx) => {
      for (const { id } of batch) {
        // anonymisedAt: null again, so a run racing another one never counts a row twice.
        const { count } = await tx.consultationRequest.updateMany({
          where: { id, anonymisedAt: null },
          data: anonymisedRequestFields(id, now),
        });
        anonymised += count;
        // Staff notes in the history may quote her: they go too; who did what, and when, stays.
        await tx.requestEvent.updateMany({ where: { requestId: id }, data: { note: null } });
        // Her text messages hold her number.
        await tx.outboxMessage.deleteMany({ where: { requestId: id } });
      }
    });
  }
  return { anonymised, cutoff };
}
