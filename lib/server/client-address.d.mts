// Types for lib/server/client-address.mjs (plain JavaScript so scripts/serve.mjs can import it).
import type { IncomingHttpHeaders } from "node:http";

export type TrustProxy =
  { kind: "none" } | { kind: "hops"; hops: number } | { kind: "addresses"; addresses: Set<string> };

export const CLIENT_ADDRESS_HEADER: "x-saheli-client-ip";
export const FORWARDED_HEADERS: readonly string[];
export function markClientAddressFromServer(): void;
export function clientAddressFromServer(): boolean;
export function normalizeAddress(value: unknown): string | null;
export function parseTrustProxy(value: string | undefined | null): TrustProxy;
export function peerIsTrusted(peer: string | undefined | null, trust: TrustProxy): boolean;
export function clientAddress(
  peer: string | undefined | null,
  forwardedFor: string | string[] | undefined | null,
  trust: TrustProxy,
): string | null;
export function prepareRequest(
  headers: IncomingHttpHeaders,
  peer: string | undefined | null,
  trust: TrustProxy,
): string | null;
