import { describe, expect, it } from "vitest";
import {
  CLIENT_ADDRESS_HEADER,
  clientAddress,
  normalizeAddress,
  parseTrustProxy,
  prepareRequest,
} from "@/lib/server/client-address.mjs";

const none = parseTrustProxy(undefined);
const local = parseTrustProxy("127.0.0.1,::1");
const oneHop = parseTrustProxy("1");

describe("TRUST_PROXY", () => {
  it("trusts nobody when unset, empty or 0", () => {
    expect(parseTrustProxy("")).toEqual({ kind: "none" });
    expect(parseTrustProxy("  ")).toEqual({ kind: "none" });
    expect(parseTrustProxy("0")).toEqual({ kind: "none" });
    expect(none).toEqual({ kind: "none" });
  });

  it("reads a hop count or a list of addresses in one spelling", () => {
    expect(parseTrustProxy("2")).toEqual({ kind: "hops", hops: 2 });
    expect(parseTrustProxy(" 127.0.0.1 , 0:0:0:0:0:0:0:1 ")).toEqual({
      kind: "addresses",
      addresses: new Set(["127.0.0.1", "::1"]),
    });
  });

  it("refuses anything else, naming the entry", () => {
    expect(() => parseTrustProxy("127.0.0.1,nginx")).toThrow(/"nginx" is not an IP address/);
    expect(() => parseTrustProxy("10.0.0.0/8")).toThrow(/not an IP address/);
    expect(() => parseTrustProxy("true")).toThrow(/not an IP address/);
  });
});

describe("normalizeAddress", () => {
  it("drops ports and brackets, compresses IPv6 and unmaps IPv4", () => {
    expect(normalizeAddress("203.0.113.9")).toBe("203.0.113.9");
    expect(normalizeAddress("203.0.113.9:5123")).toBe("203.0.113.9");
    expect(normalizeAddress("[2001:DB8:0:0::1]:443")).toBe("2001:db8::1");
    expect(normalizeAddress("::ffff:127.0.0.1")).toBe("127.0.0.1");
    expect(normalizeAddress("::ffff:7f00:1")).toBe("127.0.0.1");
  });

  it("is null for anything that is not an address", () => {
    for (const value of ["", "unknown", "fe80::1%eth0", "1.2.3", undefined, null, 42]) {
      expect(normalizeAddress(value)).toBeNull();
    }
  });
});

describe("clientAddress", () => {
  it("is the peer when no proxy is trusted, whatever X-Forwarded-For says", () => {
    expect(clientAddress("198.51.100.7", "203.0.113.1", none)).toBe("198.51.100.7");
    expect(clientAddress("::ffff:198.51.100.7", "203.0.113.1", none)).toBe("198.51.100.7");
  });

  it("ignores X-Forwarded-For from a peer that is not one of the named proxies", () => {
    expect(clientAddress("198.51.100.7", "203.0.113.1", local)).toBe("198.51.100.7");
  });

  it("takes the entry the trusted proxy appended, not what the client wrote before it", () => {
    expect(clientAddress("127.0.0.1", "1.1.1.1, 2.2.2.2, 203.0.113.9", local)).toBe("203.0.113.9");
    expect(clientAddress("::1", "forged, 203.0.113.9", local)).toBe("203.0.113.9");
  });

  it("skips entries that are trusted proxies themselves", () => {
    expect(clientAddress("127.0.0.1", "203.0.113.9, ::1, 127.0.0.1", local)).toBe("203.0.113.9");
  });

  it("is the proxy itself when it forwards nothing", () => {
    expect(clientAddress("127.0.0.1", undefined, local)).toBe("127.0.0.1");
    expect(clientAddress("127.0.0.1", "127.0.0.1", local)).toBe("127.0.0.1");
  });

  it("counts hops from the right with a hop count", () => {
    expect(clientAddress("10.0.0.2", "1.1.1.1, 203.0.113.9", oneHop)).toBe("203.0.113.9");
    expect(clientAddress("10.0.0.2", "1.1.1.1, 203.0.113.9, 10.0.0.1", parseTrustProxy("2"))).toBe(
      "203.0.113.9",
    );
    expect(clientAddress("10.0.0.2", undefined, oneHop)).toBe("10.0.0.2");
  });

  it("is unknown when the entry a trusted proxy reported is not an address", () => {
    expect(clientAddress("127.0.0.1", "203.0.113.9, garbage", local)).toBeNull();
  });

  it("joins repeated X-Forwarded-For headers", () => {
    expect(clientAddress("127.0.0.1", ["1.1.1.1", "203.0.113.9"], local)).toBe("203.0.113.9");
  });
});

describe("prepareRequest", () => {
  it("drops forwarded headers and any client-sent address header from an untrusted peer", () => {
    const headers = {
      host: "sahelicare.in",
      "x-forwarded-for": "203.0.113.1",
      "x-forwarded-host": "evil.example",
      "x-forwarded-proto": "https",
      "x-forwarded-port": "443",
      [CLIENT_ADDRESS_HEADER]: "203.0.113.2",
    };
    expect(prepareRequest(headers, "198.51.100.7", local)).toBe("198.51.100.7");
    expect(headers).toEqual({ host: "sahelicare.in", [CLIENT_ADDRESS_HEADER]: "198.51.100.7" });
  });

  it("keeps a trusted proxy's forwarded headers and sets the client it reports", () => {
    const headers = {
      "x-forwarded-for": "203.0.113.9",
      "x-forwarded-host": "sahelicare.in",
      [CLIENT_ADDRESS_HEADER]: "203.0.113.2",
    };
    expect(prepareRequest(headers, "::ffff:127.0.0.1", local)).toBe("203.0.113.9");
    expect(headers).toEqual({
      "x-forwarded-for": "203.0.113.9",
      "x-forwarded-host": "sahelicare.in",
      [CLIENT_ADDRESS_HEADER]: "203.0.113.9",
    });
  });

  it("sets no address header when the address is unknown", () => {
    const headers: Record<string, string> = { [CLIENT_ADDRESS_HEADER]: "203.0.113.2" };
    expect(prepareRequest(headers, undefined, none)).toBeNull();
    expect(headers).toEqual({});
  });
});
