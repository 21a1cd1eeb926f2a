import { z } from "zod";

const report = z.object({ path: z.string().min(1).max(2048) });

/** Logs a path that answered 404 (see components/layout/report-missed-path.tsx). */
export async function POST(request: Request) {
  const parsed = report.safeParse(await request.json().catch(() => null));
  if (!parsed.success) return new Response(null, { status: 400 });
  // Control characters are stripped so a crafted path cannot forge extra log lines.
  const path = parsed.data.path.replace(/[\u0000-\u001f\u007f]/g, "").slice(0, 300);
  console.warn(`[404] ${path}`);
  return new Response(null, { status: 204 });
}
