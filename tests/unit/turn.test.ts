import { createHmac } from "node:crypto";
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { turnServerFor } from "@/lib/video/turn";

const secret = "a-shared-secret-of-thirty-two-bytes!";
const visitId = "6f1c2a4e-9d1b-4c39-9f6e-2b7d8a1c0e55";
const patientId = "0b7e4f7a-2c1d-4a8e-8f3b-5d6c7e8f9a01";
const doctorId = "9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d";
const expiresAt = new Date("2026-12-01T06:00:00Z");

describe("TURN credentials for a visit", () => {
  const server = turnServerFor({
    secret,
    urls: ["turn:turn.test:3478"],
    visitId,
    personId: patientId,
    expiresAt,
  });

  it("follow coturn's use-auth-secret scheme: expiry in the username, HMAC-SHA1 as the password", () => {
    const [expiry] = server.username.split(":");
    expect(Number(expiry)).toBe(expiresAt.getTime() / 1000);
    expect(server.credential).toBe(
      createHmac("sha1", secret).update(server.username).digest("base64"),
    );
    expect(server.urls).toEqual(["turn:turn.test:3478"]);
  });

  it("name nobody in coturn's log: neither the visit nor the person is in the username", () => {
    expect(server.username).not.toContain(visitId);
    expect(server.username).not.toContain(patientId);
    expect(server.username).not.toMatch(/[0-9a-f]{8}-[0-9a-f]{4}/);
  });

  it("differ between the two people of one visit, and between visits", () => {
    const doctor = turnServerFor({ secret, urls: [], visitId, personId: doctorId, expiresAt });
    const again = turnServerFor({ secret, urls: [], visitId, personId: patientId, expiresAt });
    const otherVisit = turnServerFor({
      secret,
      urls: [],
      visitId: doctorId,
      personId: patientId,
      expiresAt,
    });
    expect(doctor.username).not.toBe(server.username);
    expect(again.username).toBe(server.username);
    expect(otherVisit.username).not.toBe(server.username);
  });
});

describe("deploy/coturn.conf", () => {
  const conf = readFileSync(path.join(process.cwd(), "deploy", "coturn.conf"), "utf8");
  const settings = conf
    .split("\n")
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith("#"));

  it("lets only the app's time-limited credentials allocate", () => {
    expect(settings).toContain("use-auth-secret");
    expect(settings.some((line) => line.startsWith("static-auth-secret="))).toBe(true);
    expect(settings.filter((line) => /^(user=|lt-cred-mech|no-auth)/.test(line))).toEqual([]);
  });

  it("offers TLS on 5349 and 443 and nothing older than TLS 1.2", () => {
    expect(settings).toContain("tls-listening-port=5349");
    expect(settings).toContain("alt-tls-listening-port=443");
    expect(settings).toEqual(expect.arrayContaining(["no-tlsv1", "no-tlsv1_1"]));
  });

  it("never relays into loopback or private networks", () => {
    expect(settings).not.toContain("allow-loopback-peers");
    for (const range of [
      "10.0.0.0-10.255.255.255",
      "127.0.0.0-127.255.255.255",
      "172.16.0.0-172.31.255.255",
      "192.168.0.0-192.168.255.255",
      "169.254.0.0-169.254.255.255",
      "::1",
    ]) {
      expect(settings).toContain(`denied-peer-ip=${range}`);
    }
    expect(settings).toContain("no-cli");
  });
});
