// Types for lib/request-size.mjs (plain JavaScript so scripts/serve.mjs can import it).
import type { IncomingHttpHeaders } from "node:http";

export const SERVER_ACTION_BODY_LIMIT_BYTES: number;
export const BODY_TOO_LARGE_MESSAGE: string;
export function actionBodyTooLarge(
  method: string | undefined,
  headers: IncomingHttpHeaders,
): boolean;
