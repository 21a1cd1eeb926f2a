import "server-only";
import type { ConsentPurpose } from "@/content/consents";
import { db } from "@/lib/db";
import type { ContactPreferences } from "@/lib/queries/requests";

/**
 * What the care team must respect when it reaches out to her (issues: discreet contact, consent per
 * purpose): the contact preferences of her latest booking and which optional purposes she agrees
 * to now. Read fresh on every open, so a withdrawal shows at once.
 */
export type CarePreferences = {
  contact: ContactPreferences | null;
  /** Purposes she has agreed to and not withdrawn. */
  consents: ConsentPurpose[];
};

export async function carePreferences(target: {
  patientId: string | null;
  requestId?: string | null;
}): Promise<CarePreferences> {
  const requestWhere = target.requestId
    ? { id: target.requestId }
    : target.patientId
      ? { patientId: target.patientId }
      : null;
  const [request, consents] = await Promise.all([
    requestWhere
      ? db.consultationRequest.findFirst({
          where: { ...requestWhere, anonymisedAt: null },
          orderBy: { createdAt: "desc" },
          select: { id: true, contactMethod: true, noCalls: true, contactWindow: true },
        })
      : null,
    db.consent.findMany({
      where: {
        withdrawnAt: null,
        OR: [
          ...(target.patientId ? [{ userId: target.patientId }] : []),
          ...(target.requestId ? [{ requestId: target.requestId }] : []),
        ],
      },
      select: { purpose: true },
    }),
  ]);
  return {
    contact: request
      ? { method: request.contactMethod, noCalls: request.noCalls, window: request.contactWindow }
      : null,
    consents: [...new Set(consents.map((consent) => consent.purpose))],
  };
}
