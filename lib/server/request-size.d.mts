// Types for lib/server/request-size.mjs (plain JavaScript so scripts/serve.mjs can import it).
import type { IncomingHttpHeaders } from "node:http";

export const SERVER_ACTION_BODY_LIMIT_BYTES: number;
export const BODY_TOO_LARGE_MESSAGE: string;
export const BODY_UNREADABLE_MESSAGE: string;
export type ActionBodyPlan = "pass" | "too-large" | "read" | "read-json";
export function actionBodyPlan(
  method: string | undefined,
  headers: IncomingHttpHeaders,
): ActionBodyPlan;
export function actionTextReadable(text: string): boolean;
