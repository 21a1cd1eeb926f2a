import type { Prisma } from "@/lib/generated/prisma/client";

/**
 * What "anonymised" means for a consultation request: every field that names her or describes
 * her health is erased; what the clinic counts (when, how urgent, what kind, the outcome) stays.
 * The e-mail column cannot be empty, so it gets an address that cannot exist and names nobody.
 */
export function anonymisedRequestFields(
  id: string,
  now: Date,
): Prisma.ConsultationRequestUpdateInput {
  return {
    firstName: "Anonymised",
    lastName: "",
    email: `anonymised-${id}@invalid`,
    phone: "",
    symptoms: null,
    previousTreatment: null,
    topic: null,
    // A hash of her details: a guess at them could be checked against it.
    idempotencyHash: null,
    anonymisedAt: now,
  };
}
