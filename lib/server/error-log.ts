/**
 * One JSON line for a request that failed on the server (instrumentation.ts). What an operator
 * needs to find the failure, and nothing a patient typed or is: the digest her screen shows as its
 * reference, the route's pattern (/coordinator-dashboard/tasks/[requestId], never the id), the
 * error's class and codes, and where in the code it happened. Never the error's message, which can
 * quote a value (a name, an e-mail, a query parameter), nor the request's path, query or headers.
 */

export type FailedRequest = {
  method?: string;
  headers?: Record<string, string | string[] | undefined>;
};

export type FailureContext = {
  routePath?: string;
  routeType?: string;
  renderSource?: string;
};

const CODE = /^[A-Za-z0-9_]{1,12}$/;
const REQUEST_ID = /^[A-Za-z0-9._-]{8,64}$/;

/** The error's own code and those of its causes (a Prisma P-code, a PostgreSQL SQLSTATE). */
function codesOf(error: unknown): string[] {
  const codes: string[] = [];
  let current: unknown = error;
  for (let depth = 0; current && typeof current === "object" && depth < 4; depth++) {
    for (const key of ["code", "originalCode"]) {
      const value = (current as Record<string, unknown>)[key];
      if (typeof value === "string" && CODE.test(value) && !codes.includes(value)) {
        codes.push(value);
      }
    }
    const { cause, meta } = current as { cause?: unknown; meta?: { driverAdapterError?: unknown } };
    current = cause ?? meta?.driverAdapterError;
  }
  return codes;
}

/** The stack's frames ("at render (…/page.js:1:200)") without its first line, the message. */
function framesOf(error: unknown, limit = 6): string[] {
  const stack = error instanceof Error && typeof error.stack === "string" ? error.stack : "";
  return stack
    .split("\n")
    .map((line) => line.trim())
    .filter((line) => line.startsWith("at "))
    .slice(0, limit);
}

export function errorLogLine(
  error: unknown,
  request: FailedRequest,
  context: FailureContext,
  now: Date = new Date(),
): string {
  const digest = (error as { digest?: unknown } | null)?.digest;
  const requestId = request.headers?.["x-request-id"];
  const at = framesOf(error);
  // A failure wholly inside Node.js's web streams, no frame of ours: the answer was cut off while
  // streaming, most often because the client went away mid-page (a closed tab, a load test's end).
  const streamCutOff = at.length > 0 && at.every((frame) => frame.includes("node:internal/"));
  return JSON.stringify({
    t: now.toISOString(),
    level: streamCutOff ? "warn" : "error",
    msg: streamCutOff ? "response stream cut off" : "request failed",
    digest: typeof digest === "string" ? digest : undefined,
    requestId: typeof requestId === "string" && REQUEST_ID.test(requestId) ? requestId : undefined,
    method: request.method,
    route: context.routePath,
    kind: context.routeType,
    phase: context.renderSource,
    error: error instanceof Error ? error.name : typeof error,
    codes: codesOf(error),
    at,
  });
}
