import { randomInt } from "node:crypto";
import { expect, test } from "@playwright/test";

/** The headers every response carries (issue: accounts, item 8), on public and private pages. */

const pages = ["/home", "/packages/mumbai", "/book-consultation", "/sign-in", "/admin-panel"];

test.describe("security headers", () => {
  for (const path of pages) {
    test(`${path} sends a strict policy with no third-party source`, async ({ request }) => {
      const response = await request.get(path);
      const headers = response.headers();
      const csp = headers["content-security-policy"] ?? "";
      for (const directive of [
        "default-src 'self'",
        "object-src 'none'",
        "base-uri 'none'",
        "frame-ancestors 'none'",
      ]) {
        expect(csp).toContain(directive);
      }
      // Every source is this site itself (or inline/data for Next's own bootstrap and icons).
      const sources = csp
        .split(";")
        .flatMap((directive) => directive.trim().split(/\s+/).slice(1))
        .filter(Boolean);
      expect(sources.filter((source) => /^(https?:|\*|\/\/)/.test(source))).toEqual([]);
      expect(headers["x-content-type-options"]).toBe("nosniff");
      expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
      expect(headers["permissions-policy"]).toBe("camera=(), microphone=(), geolocation=()");
      // Served over plain http here: HSTS would be meaningless and is not sent.
      expect(headers["strict-transport-security"]).toBeUndefined();
    });
  }

  test("HSTS is sent when the request reached the proxy over https", async ({ request }) => {
    const response = await request.get("/home", { headers: { "x-forwarded-proto": "https" } });
    expect(response.headers()["strict-transport-security"]).toBe(
      "max-age=63072000; includeSubDomains",
    );
  });

  test("the session cookie is HttpOnly and SameSite=Lax", async ({ request }) => {
    const address = `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;
    const { csrfToken } = (await (await request.get("/api/auth/csrf")).json()) as {
      csrfToken: string;
    };
    // Sign in as the seeded demo patient (the browser tests run on the seeded test database).
    const response = await request.post("/api/auth/callback/credentials", {
      headers: { "x-forwarded-for": address },
      form: {
        csrfToken,
        email: "patient@sahelicare.test",
        password: process.env.SEED_PATIENT_PASSWORD ?? "Patient-demo-2026!",
        json: "true",
      },
    });
    const setCookies = response
      .headersArray()
      .filter((header) => header.name.toLowerCase() === "set-cookie")
      .map((header) => header.value);
    const session = setCookies.find((cookie) => cookie.startsWith("next-auth.session-token="));
    expect(session, "a session cookie is set").toBeDefined();
    expect(session).toMatch(/;\s*HttpOnly/i);
    expect(session).toMatch(/;\s*SameSite=Lax/i);
  });
});
