import "server-only";
import { db } from "@/lib/db";
import { isUuid } from "@/lib/uuid";

/** An uploaded image's bytes and type, or null. Public: article images are public once used. */
export async function getMediaImage(
  id: string,
): Promise<{ contentType: string; bytes: Uint8Array } | null> {
  if (!isUuid(id)) return null;
  return db.mediaImage.findUnique({ where: { id }, select: { contentType: true, bytes: true } });
}
