// Who is asking: the client's address, from the connection and from proxies we trust only.
//
// Why: every per-address limit (sign-in, sign-up, booking, deletion links) used to take the first
// X-Forwarded-For entry, which any client writes itself: a new header per request was a new
// limit. Now the app takes the socket's peer, and reads X-Forwarded-For only through proxies named
// in TRUST_PROXY:
//
//   unset or empty    trust no forwarded header: the peer is the client
//   127.0.0.1,::1     addresses of our proxies: walk X-Forwarded-For from the right, skipping
//                     entries that are our proxies, starting only if the peer itself is one
//   1                 a number N: N proxies stand in front of the app, whatever their addresses
//
// scripts/serve.mjs calls prepareRequest() on every request before Next.js sees it, and the app
// reads the result from CLIENT_ADDRESS_HEADER only (lib/server/client-ip.ts). There is no public Next.js
// API for the socket's address inside route handlers and server actions, hence the header.
//
// Plain JavaScript with no path aliases: scripts/serve.mjs imports it directly.
import { isIPv4, isIPv6 } from "node:net";

/** Set by scripts/serve.mjs on every request; any copy a client sends is deleted first. */
export const CLIENT_ADDRESS_HEADER = "x-saheli-client-ip";

/**
 * Forwarded headers Next.js or the app reads. From a peer that is not a trusted proxy they are
 * deleted, so Next.js sets them again from the socket and the Host header (its server-action
 * origin check compares Origin with X-Forwarded-Host, then Host).
 */
export const FORWARDED_HEADERS = [
  "x-forwarded-for",
  "x-forwarded-host",
  "x-forwarded-proto",
  "x-forwarded-port",
];

const SERVED = Symbol.for("saheli-care.client-address-from-server");

/** Called by scripts/serve.mjs before it loads Next.js: the header above can then be believed. */
export function markClientAddressFromServer() {
  globalThis[SERVED] = true;
}

/** True when this process runs under scripts/serve.mjs, which sets CLIENT_ADDRESS_HEADER. */
export function clientAddressFromServer() {
  return globalThis[SERVED] === true;
}

/**
 * An address in one spelling, or null when it is not an IP address: brackets and a port are
 * dropped ("[2001:db8::1]:443", "203.0.113.9:5000"), IPv6 is compressed and lower-cased, and an
 * IPv4-mapped IPv6 address ("::ffff:127.0.0.1", as Node reports IPv4 peers on a dual-stack
 * socket) becomes the IPv4 address.
 */
export function normalizeAddress(value) {
  if (typeof value !== "string") return null;
  let candidate = value.trim();
  const bracketed = candidate.match(/^\[([^\]]+)\](?::\d+)?$/);
  if (bracketed) candidate = bracketed[1];
  else if (/^\d+\.\d+\.\d+\.\d+:\d+$/.test(candidate)) candidate = candidate.replace(/:\d+$/, "");
  if (isIPv4(candidate)) return candidate;
  // A zone ("fe80::1%eth0") names a local interface: never a client's address on the Internet.
  if (!isIPv6(candidate) || candidate.includes("%")) return null;
  const compressed = new URL(`http://[${candidate}]/`).hostname.slice(1, -1);
  const mapped = compressed.match(/^::ffff:([0-9a-f]{1,4}):([0-9a-f]{1,4})$/);
  if (mapped) {
    const hi = parseInt(mapped[1], 16);
    const lo = parseInt(mapped[2], 16);
    return `${hi >> 8}.${hi & 0xff}.${lo >> 8}.${lo & 0xff}`;
  }
  return compressed;
}

/**
 * TRUST_PROXY, parsed: `{ kind: "none" }`, `{ kind: "hops", hops }` or
 * `{ kind: "addresses", addresses }` (a Set of normalized addresses). Throws on anything else, so a
 * typo stops the server at start instead of silently trusting nobody (or everybody).
 */
export function parseTrustProxy(value) {
  const text = (value ?? "").trim();
  if (text === "" || text === "0") return { kind: "none" };
  if (/^\d+$/.test(text)) return { kind: "hops", hops: Number(text) };
  const addresses = new Set();
  for (const entry of text.split(",")) {
    const address = normalizeAddress(entry);
    if (!address) {
      throw new Error(
        `TRUST_PROXY: "${entry.trim()}" is not an IP address. Use a number of proxies (1) or ` +
          "the proxies' addresses separated by commas (127.0.0.1,::1).",
      );
    }
    addresses.add(address);
  }
  return { kind: "addresses", addresses };
}

/** Whether forwarded headers from this peer are believed. */
export function peerIsTrusted(peer, trust) {
  if (trust.kind === "hops") return trust.hops > 0;
  if (trust.kind === "addresses") {
    const address = normalizeAddress(peer);
    return address !== null && trust.addresses.has(address);
  }
  return false;
}

function forwardedEntries(forwardedFor) {
  const joined = Array.isArray(forwardedFor) ? forwardedFor.join(",") : (forwardedFor ?? "");
  return joined
    .split(",")
    .map((entry) => entry.trim())
    .filter(Boolean);
}

/**
 * The client's address: the peer, or the nearest X-Forwarded-For entry that a trusted proxy
 * reported and that is not itself a trusted proxy. Null when the peer is unknown, or when the
 * entry a trusted proxy reported is not an address (the proxy passes the client's header on
 * instead of appending to it: fix its configuration). When every entry is a trusted proxy, the
 * leftmost one is the client (a request made on the proxy's own machine).
 */
export function clientAddress(peer, forwardedFor, trust) {
  let current = normalizeAddress(peer);
  if (current === null || !peerIsTrusted(peer, trust)) return current;
  const chain = forwardedEntries(forwardedFor).reverse();
  for (let hop = 0; hop < chain.length; hop += 1) {
    const stillTrusted = trust.kind === "hops" ? hop < trust.hops : trust.addresses.has(current);
    if (!stillTrusted) break;
    current = normalizeAddress(chain[hop]);
    if (current === null) return null;
  }
  return current;
}

/**
 * Readies a Node.js request's headers before Next.js sees them: forwarded headers from an
 * untrusted peer are deleted, any client-sent CLIENT_ADDRESS_HEADER is deleted, and the client's
 * address is set in it when known. Returns that address.
 */
export function prepareRequest(headers, peer, trust) {
  const trusted = peerIsTrusted(peer, trust);
  const address = clientAddress(peer, headers["x-forwarded-for"], trust);
  if (!trusted) for (const name of FORWARDED_HEADERS) delete headers[name];
  delete headers[CLIENT_ADDRESS_HEADER];
  if (address) headers[CLIENT_ADDRESS_HEADER] = address;
  return address;
}
