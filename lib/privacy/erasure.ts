import type { PrismaClient } from "@/lib/generated/prisma/client";
import { anonymisedRequestFields } from "@/lib/privacy/anonymise";

/**
 * 'Delete my account' (issue: privacy, item 2). She asks (with her password); the erasure runs
 * once the 48-hour grace period has passed, unless she cancelled. Then every row that names her is
 * erased or anonymised: her messages and her reports and prescriptions go; her bookings are
 * anonymised; appointment records the clinic must keep stay, unlinked from her and without notes;
 * consents, the access log's link to her and her account go. What the clinic counts (appointments,
 * requests) stays. Nothing in the app can undo it: the rows are gone.
 *
 * Free of server-only imports: `npm run erasure` (cron) and the tests pass their own client.
 */

export const DELETION_GRACE_MS = 48 * 60 * 60 * 1000;

export async function eraseAccount(
  client: PrismaClient,
  userId: string,
  now: Date,
): Promise<boolean> {
  return client.$transaction(async (tx) => {
    const user = await tx.user.findUnique({
      where: { id: userId },
      select: { id: true, email: true, role: true, deletionDueAt: true },
    });
    // Only a patient's own request, once due: cancelling in time leaves deletionDueAt empty.
    if (!user || user.role !== "patient" || !user.deletionDueAt || user.deletionDueAt > now)
      return false;

    await tx.message.deleteMany({
      where: { OR: [{ senderId: user.id }, { receiverId: user.id }] },
    });
    // Her files, before the appointments they belong to lose her (the account's deletion would take
    // them too, ON DELETE CASCADE: deleted here so the erasure says it, whatever the schema does).
    await tx.report.deleteMany({ where: { patientId: user.id } });
    await tx.appointment.updateMany({
      where: { patientId: user.id },
      data: { patientId: null, notes: null },
    });

    // Her bookings are the ones her account holds. One made with her address but never linked is
    // erased through /delete-my-booking, which proves she holds the address.
    const requests = await tx.consultationRequest.findMany({
      where: { patientId: user.id },
      select: { id: true },
    });
    for (const { id } of requests) {
      await tx.consultationRequest.update({
        where: { id },
        data: { ...anonymisedRequestFields(id, now), patient: { disconnect: true } },
      });
      await tx.requestEvent.updateMany({ where: { requestId: id }, data: { note: null } });
    }
    await tx.outboxEmail.deleteMany({ where: { to: user.email } });
    // Her text messages, queued or sent: by her account and by every booking it held.
    await tx.outboxMessage.deleteMany({
      where: { OR: [{ userId: user.id }, { requestId: { in: requests.map(({ id }) => id) } }] },
    });
    await tx.deletionRequest.deleteMany({ where: { email: user.email } });
    // Consents go with the account (ON DELETE CASCADE); the access log keeps its entries without
    // her (ON DELETE SET NULL), as do request histories she appears in as the actor.
    await tx.user.delete({ where: { id: user.id } });
    return true;
  });
}

/** Erases every account whose grace period has ended. Idempotent: erased accounts are gone. */
export async function eraseDueAccounts(
  client: PrismaClient,
  now: Date = new Date(),
): Promise<number> {
  const due = await client.user.findMany({
    where: { role: "patient", deletionDueAt: { lte: now } },
    select: { id: true },
    take: 500,
  });
  let erased = 0;
  for (const { id } of due) if (await eraseAccount(client, id, now)) erased += 1;
  return erased;
}

/**
 * Sessions that ended (signed out, revoked or expired) over a day ago decide nothing any more:
 * their rows only say when someone was signed in, so they go.
 */
export async function deleteEndedSessions(
  client: PrismaClient,
  now: Date = new Date(),
): Promise<number> {
  const dayAgo = new Date(now.getTime() - 24 * 60 * 60 * 1000);
  const { count } = await client.userSession.deleteMany({
    where: { OR: [{ expiresAt: { lt: dayAgo } }, { revokedAt: { lt: dayAgo } }] },
  });
  return count;
}
