import type { IncomingMessage, ServerResponse } from "node:http";

export type Route = [page: string, regex: RegExp];
export function loadRoutes(distDir: string): Route[];
export function routePattern(routes: Route[], url: string | undefined): string;
export function requestIdFor(
  headers: IncomingMessage["headers"],
  fromTrustedProxy: boolean,
): string;
export function logRequest(options: {
  req: IncomingMessage;
  res: ServerResponse;
  routes: Route[];
  instance: string;
  requestId: string;
  write?: (line: string) => void;
}): void;
