import "server-only";

/**
 * Recognises database refusals that reach us through Prisma's driver adapter, which wraps the
 * PostgreSQL error (SQLSTATE in `cause.originalCode`) rather than mapping it to a Prisma code.
 */

const EXCLUSION_VIOLATION = "23P01";
/** The name the overlap trigger (migration 20261123100000_appointment_overlap) raises under. */
export const APPOINTMENT_OVERLAP_CONSTRAINT = "appointments_doctor_no_overlap";

/**
 * The error and what it wraps, at most four deep: its `cause`, or for Prisma's errors the driver
 * adapter's error in `meta.driverAdapterError` (whose `cause` holds the SQLSTATE).
 */
function* chain(error: unknown): Generator<object> {
  for (let current = error, depth = 0; current && depth < 4; depth++) {
    if (typeof current !== "object") return;
    yield current;
    const { cause, meta } = current as { cause?: unknown; meta?: { driverAdapterError?: unknown } };
    current = cause ?? meta?.driverAdapterError;
  }
}

function stringField(value: object, key: string): string | undefined {
  const field = (value as Record<string, unknown>)[key];
  return typeof field === "string" ? field : undefined;
}

function sqlState(error: unknown): string | undefined {
  for (const current of chain(error)) {
    for (const key of ["originalCode", "code"] as const) {
      const value = stringField(current, key);
      if (value && /^[0-9A-Z]{5}$/.test(value)) return value;
    }
  }
  return undefined;
}

/**
 * Thrown without asking the database while it is known to be away (lib/db/pool.ts): the request
 * fails at once instead of waiting for a connection that cannot come. `kind` is the pg adapter's
 * name for an unreachable server.
 */
export class DatabaseUnavailableError extends Error {
  readonly kind = "DatabaseNotReachable";
  constructor() {
    super("database unavailable: not asked again until a trial query succeeds");
    this.name = "DatabaseUnavailableError";
  }
}

/**
 * SQLSTATEs that mean the server is not there for us: connection exceptions (class 08), the
 * server shutting down or starting up (57P01–57P03), too many connections (53300).
 */
const UNAVAILABLE_SQL_STATE = /^(08...|57P0[123]|53300)$/;
/** Socket errors from Node, and the adapter's names for them (cause.kind). */
const UNAVAILABLE_CODE = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "ETIMEDOUT",
  "EPIPE",
  "ENOTFOUND",
  "EHOSTUNREACH",
  "ENETUNREACH",
  "EAI_AGAIN",
  "DatabaseNotReachable",
  "ConnectionClosed",
  "SocketTimeout",
  "TooManyConnections",
]);
/** node-postgres's own errors carry no code: recognised by their (stable) messages. */
const UNAVAILABLE_MESSAGE =
  /timeout exceeded when trying to connect|Connection terminated|not queryable|Connection ended|Client was closed/i;
/** Prisma's codes for an unreachable server, a closed connection, a pool timeout. */
const UNAVAILABLE_PRISMA_CODE = new Set(["P1001", "P1002", "P1008", "P1017", "P2024"]);

/**
 * True when the database could not be reached or went away mid-query: the request may succeed
 * once it is back, and nothing was written (a transaction that lost its connection rolls back).
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (const current of chain(error)) {
    const code = stringField(current, "originalCode") ?? stringField(current, "code");
    if (code && (UNAVAILABLE_SQL_STATE.test(code) || UNAVAILABLE_CODE.has(code))) return true;
    if (code && UNAVAILABLE_PRISMA_CODE.has(code)) return true;
    const kind = stringField(current, "kind");
    if (kind && UNAVAILABLE_CODE.has(kind)) return true;
    const message = stringField(current, "message");
    if (message && UNAVAILABLE_MESSAGE.test(message)) return true;
  }
  return false;
}

/** True when the pool had no connection to give within its timeout. */
export function isPoolTimeout(error: unknown): boolean {
  for (const current of chain(error)) {
    const message = stringField(current, "message");
    if (message?.includes("timeout exceeded when trying to connect")) return true;
  }
  return false;
}

/** True when the write was refused because the doctor is already booked at that time. */
export function isAppointmentOverlap(error: unknown): boolean {
  return (
    sqlState(error) === EXCLUSION_VIOLATION &&
    error instanceof Error &&
    error.message.includes(APPOINTMENT_OVERLAP_CONSTRAINT)
  );
}

/** How long a caller should wait before asking again while the database is away. */
export const RETRY_AFTER_SECONDS = 30;

/** A route handler's answer while the database is away: 503, and when to try again. */
export function databaseUnavailableResponse(): Response {
  return Response.json(
    { error: "The service is briefly unavailable. Nothing was changed; please try again shortly." },
    {
      status: 503,
      headers: { "Retry-After": String(RETRY_AFTER_SECONDS), "Cache-Control": "no-store" },
    },
  );
}

/**
 * Wraps a route handler so that a database outage answers 503 with Retry-After instead of a bare
 * 500; any other error is left to Next.js.
 */
export function withDatabaseUnavailable<Args extends unknown[]>(
  handler: (...args: Args) => Promise<Response>,
): (...args: Args) => Promise<Response> {
  return async (...args) => {
    try {
      return await handler(...args);
    } catch (error) {
      if (isDatabaseUnavailable(error)) return databaseUnavailableResponse();
      throw error;
    }
  };
}
