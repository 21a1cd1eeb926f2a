import "server-only";
import { db } from "@/lib/db";

/** An uploaded image's bytes and type, or null. Public: article images are public once used. */
export async function getMediaImage(
  id: string,
): Promise<{ contentType: string; bytes: Uint8Array } | null> {
  if (!/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id)) return null;
  return db.mediaImage.findUnique({ where: { id }, select: { contentType: true, bytes: true } });
}
