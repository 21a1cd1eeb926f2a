import "server-only";
import { db } from "@/lib/db";

/**
 * A patient's own data, for her dashboard and the forms she fills in. Every read here takes her
 * own id from the session: there is no way to ask for another patient's rows.
 */

export type OwnContactDetails = {
  firstName: string;
  lastName: string;
  email: string;
  phone: string | null;
};

export async function getOwnContactDetails(patientId: string): Promise<OwnContactDetails | null> {
  return db.user.findUnique({
    where: { id: patientId },
    select: { firstName: true, lastName: true, email: true, phone: true },
  });
}
