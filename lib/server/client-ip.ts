import "server-only";
import {
  CLIENT_ADDRESS_HEADER,
  clientAddressFromServer,
  normalizeAddress,
} from "@/lib/server/client-address.mjs";

let warned = false;

/**
 * The visitor's address for per-address limits, as scripts/serve.mjs worked it out from the
 * socket and the proxies TRUST_PROXY names (lib/server/client-address.mjs). Never a header the client
 * wrote: serve.mjs deletes any incoming copy of its header. Under another server (`next start`,
 * `next dev`) that header cannot be believed, so the address is unknown and every visitor shares
 * one limit: said once in the log.
 */
export function clientIp(headers: Pick<Headers, "get">): string | null {
  if (!clientAddressFromServer()) {
    if (!warned) {
      warned = true;
      console.warn(
        "[client-ip] not served by scripts/serve.mjs: client addresses are unknown, so every " +
          "visitor shares one rate limit. Run `npm start` (scripts/serve.mjs) in production.",
      );
    }
    return null;
  }
  return normalizeAddress(headers.get(CLIENT_ADDRESS_HEADER));
}
