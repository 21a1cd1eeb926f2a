export const dynamic = "force-dynamic";

/**
 * Liveness: the process answers. It never touches the database, so a load balancer does not
 * restart healthy processes while PostgreSQL is away (/api/ready says whether to send traffic).
 * Nothing about the build or its versions is revealed.
 */
export function GET() {
  return Response.json({ status: "ok" }, { headers: { "Cache-Control": "no-store" } });
}
