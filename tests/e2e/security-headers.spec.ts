import { randomInt } from "node:crypto";
import { expect, test, type Page } from "@playwright/test";
import { createAccount, signIn, useOwnAddress } from "@/tests/e2e/support/accounts";
import { startBooking } from "@/tests/e2e/support/booking";

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
      expect(headers["cross-origin-opener-policy"]).toBe("same-origin");
      expect(headers["cross-origin-resource-policy"]).toBe("same-origin");
      // Served over plain http here: HSTS would be meaningless and is not sent.
      expect(headers["strict-transport-security"]).toBeUndefined();
    });
  }

  test("the build's scripts carry what applies to a script, not a page's policies", async ({
    request,
  }) => {
    const html = await (await request.get("/home")).text();
    const scripts = [...html.matchAll(/<script[^>]+src="(\/_next\/static\/[^"]+)"/g)].map(
      (match) => match[1] ?? "",
    );
    expect(scripts.length).toBeGreaterThan(3);
    for (const script of scripts) {
      const headers = (await request.get(script)).headers();
      expect(headers["x-content-type-options"], script).toBe("nosniff");
      expect(headers["cross-origin-resource-policy"], script).toBe("same-origin");
      // Document-only headers, a few hundred bytes on each of a page's dozen scripts.
      expect(headers["content-security-policy"], script).toBeUndefined();
      expect(headers["x-frame-options"], script).toBeUndefined();
      expect(headers["permissions-policy"], script).toBeUndefined();
    }
  });

  test("a redirect carries the same headers as the page it leads to", async ({ request }) => {
    for (const path of ["/", "/about"]) {
      const response = await request.get(path, { maxRedirects: 0 });
      expect(response.status(), path).toBeGreaterThanOrEqual(300);
      expect(response.status(), path).toBeLessThan(400);
      const headers = response.headers();
      expect(headers["content-security-policy"], path).toContain("default-src 'self'");
      expect(headers["x-content-type-options"], path).toBe("nosniff");
      expect(headers["x-frame-options"], path).toBe("DENY");
      expect(headers["cross-origin-opener-policy"], path).toBe("same-origin");
      expect(headers["cross-origin-resource-policy"], path).toBe("same-origin");
    }
  });

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

  // Pages rendered per request carry a nonce policy (lib/server/csp.ts); pre-rendered ones keep the static one.
  const scriptSources = (csp: string) =>
    csp
      .split(";")
      .map((directive) => directive.trim())
      .find((directive) => directive.startsWith("script-src"))
      ?.split(/\s+/)
      .slice(1) ?? [];

  for (const path of ["/sign-in", "/book-consultation", "/admin-panel", "/patient-dashboard"]) {
    test(`${path} sends a fresh nonce policy without 'unsafe-inline' scripts`, async ({
      request,
    }) => {
      const [first, second] = await Promise.all([request.get(path), request.get(path)]);
      const policies = [first, second].map((response) =>
        response
          .headersArray()
          .filter((header) => header.name.toLowerCase() === "content-security-policy")
          .map((header) => header.value),
      );
      for (const found of policies) expect(found, "exactly one policy").toHaveLength(1);
      const [a = "", b = ""] = policies.map((found) => found[0] ?? "");
      expect(scriptSources(a)).not.toContain("'unsafe-inline'");
      const nonce = scriptSources(a).find((source) => source.startsWith("'nonce-"));
      expect(nonce).toBeDefined();
      expect(scriptSources(b)).not.toContain(nonce);
      // Next.js put the nonce on its own scripts.
      const html = await first.text();
      const nonceValue = nonce?.slice("'nonce-".length, -1) ?? "";
      expect(html).toContain(`nonce="${nonceValue}"`);
    });
  }

  test("a pre-rendered page keeps the static policy", async ({ request }) => {
    const csp = (await request.get("/home")).headers()["content-security-policy"] ?? "";
    expect(scriptSources(csp).some((source) => source.startsWith("'nonce-"))).toBe(false);
  });

  /** Every policy violation the page reports, and page errors, while it is used. */
  async function watchViolations(page: Page): Promise<string[]> {
    const found: string[] = [];
    page.on("console", (message) => {
      if (/Content Security Policy|Refused to/i.test(message.text())) found.push(message.text());
    });
    page.on("pageerror", (error) => found.push(`pageerror: ${error.message}`));
    await page.addInitScript(() => {
      document.addEventListener("securitypolicyviolation", (event) =>
        console.error(`Refused to run (Content Security Policy): ${event.violatedDirective}`),
      );
    });
    return found;
  }

  test("the booking form works under its nonce policy without a violation", async ({ page }) => {
    const violations = await watchViolations(page);
    await useOwnAddress(page);
    await page.goto("/book-consultation");
    // The form's engine loads on her first tap and marks the form once it has taken over.
    await startBooking(page);
    await page.getByRole("checkbox", { name: /I agree/ }).check();
    await page.getByRole("button", { name: "Book my private consultation" }).click();
    await expect(page.getByText("Please enter your first name").first()).toBeVisible();
    expect(violations).toEqual([]);
  });

  test("a staff dashboard works under its nonce policy without a violation", async ({ page }) => {
    const violations = await watchViolations(page);
    await useOwnAddress(page);
    const coordinator = await createAccount("coordinator");
    await signIn(page, coordinator, "/coordinator-dashboard");
    // Client-side navigation between tabs runs the app's scripts and streams the tab in.
    await page.getByRole("link", { name: "Tasks", exact: true }).first().click();
    await expect(page).toHaveURL(/\/coordinator-dashboard\/tasks$/);
    await expect(page.getByText("Loading…")).toHaveCount(0);
    expect(violations).toEqual([]);
  });
});
