import type { Instrumentation } from "next";
import { errorLogLine } from "@/lib/server/error-log";

/**
 * Every request that fails on the server is logged here, once, as one JSON line (lib/server/error-log.ts:
 * the digest, the route's pattern, the error's class and codes, never its message). Next.js's own
 * printing of the whole error is turned off where the app is served (scripts/serve.mjs, `quiet`),
 * because an error's message can quote a patient's data.
 */
export const onRequestError: Instrumentation.onRequestError = (error, request, context) => {
  console.error(errorLogLine(error, request, context));
};
