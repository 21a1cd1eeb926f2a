import { databaseReadiness } from "@/lib/db";
import { RETRY_AFTER_SECONDS } from "@/lib/db/errors";

export const dynamic = "force-dynamic";

/**
 * Readiness: 200 when this process can serve requests that need the database; 503 while the
 * database does not answer, or while its pool has had no free connection for several seconds
 * (lib/db/pool.ts). Only a status and a short reason: no versions, no data.
 */
export async function GET() {
  const readiness = await databaseReadiness();
  if (readiness.ready) {
    return Response.json({ status: "ready" }, { headers: { "Cache-Control": "no-store" } });
  }
  return Response.json(
    { status: "not ready", reason: readiness.reason },
    {
      status: 503,
      headers: { "Retry-After": String(RETRY_AFTER_SECONDS), "Cache-Control": "no-store" },
    },
  );
}
