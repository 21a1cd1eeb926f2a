import { describe, expect, it } from "vitest";
import { NextRequest } from "next/server";
import { encode } from "next-auth/jwt";
import { middleware } from "@/middleware";
import { authSecret, sessionCookieName, TOKEN_RECHECK_MS } from "@/lib/auth/config";
import type { AccountStatus, Role } from "@/lib/auth/permissions";

/**
 * Middleware on its own: the coarse gate (session present, role allowed for the prefix). The area
 * layouts and actions are tested separately; here only what middleware answers.
 */

async function request(
  path: string,
  claims?: { role: Role; status?: AccountStatus; checkedAt?: number },
  headers: Record<string, string> = {},
) {
  const cookie = claims
    ? `${sessionCookieName}=${await encode({
        secret: authSecret ?? "",
        token: {
          sub: "6f4c2f4e-0000-4000-8000-000000000001",
          role: claims.role,
          status: claims.status ?? "active",
          checkedAt: claims.checkedAt ?? Date.now(),
        },
      })}`
    : undefined;
  return new NextRequest(`http://localhost:3000${path}`, {
    headers: { ...headers, ...(cookie ? { cookie } : {}) },
  });
}

/** Where the response sends the request: the gate's path, or null when it goes on to the page. */
function rewrittenTo(response: Response): string | null {
  const target = response.headers.get("x-middleware-rewrite");
  return target ? new URL(target).pathname : null;
}

describe("middleware", () => {
  it("sends a visitor without a session to the area's gate, keeping her address", async () => {
    const response = await middleware(await request("/admin-panel"));
    expect(rewrittenTo(response)).toBe("/area-gate/admin-panel");
    expect(response.headers.get("location")).toBeNull();
  });

  it("lets each role through to its own area and blog management", async () => {
    const allowed: [Role, string][] = [
      ["patient", "/patient-dashboard"],
      ["doctor", "/doctor-dashboard"],
      ["coordinator", "/coordinator-dashboard/appointments"],
      ["owner", "/admin-panel"],
      ["doctor", "/blog-management"],
      ["owner", "/blog-management/new"],
    ];
    for (const [role, path] of allowed) {
      expect(rewrittenTo(await middleware(await request(path, { role }))), `${role} ${path}`).toBe(
        null,
      );
    }
  });

  it("turns a fresh session of the wrong role away to the gate", async () => {
    const refused: [Role, string, string][] = [
      ["patient", "/admin-panel", "/area-gate/admin-panel"],
      ["patient", "/blog-management", "/area-gate/blog-management"],
      ["doctor", "/coordinator-dashboard", "/area-gate/coordinator-dashboard"],
      ["owner", "/patient-dashboard/profile", "/area-gate/patient-dashboard"],
    ];
    for (const [role, path, gate] of refused) {
      expect(rewrittenTo(await middleware(await request(path, { role }))), `${role} ${path}`).toBe(
        gate,
      );
    }
  });

  it("refuses a forwarded server action outright instead of forwarding it again", async () => {
    const headers = { "next-action": "40abc", "x-action-forwarded": "1" };
    const refused = await middleware(await request("/admin-panel", { role: "patient" }, headers));
    expect(refused.status).toBe(403);
    expect(rewrittenTo(refused)).toBeNull();
    // Allowed as before when her role may enter.
    const allowed = await middleware(await request("/admin-panel", { role: "owner" }, headers));
    expect(rewrittenTo(allowed)).toBeNull();
    expect(allowed.status).toBe(200);
  });

  it("leaves account status to the layout, which reads it from the database", async () => {
    const pending = await middleware(
      await request("/doctor-dashboard", { role: "doctor", status: "pending" }),
    );
    expect(rewrittenTo(pending)).toBeNull();
  });

  it("does not refuse on a role older than a minute: the layout decides on the current row", async () => {
    const stale = await middleware(
      await request("/doctor-dashboard", {
        role: "patient",
        checkedAt: Date.now() - TOKEN_RECHECK_MS - 1,
      }),
    );
    expect(rewrittenTo(stale)).toBeNull();
  });

  it("treats a forged or foreign cookie as no session", async () => {
    const forged = new NextRequest("http://localhost:3000/admin-panel", {
      headers: { cookie: `${sessionCookieName}=not-a-token` },
    });
    expect(rewrittenTo(await middleware(forged))).toBe("/area-gate/admin-panel");
  });

  it("changes nothing when the request claims to be a middleware subrequest", async () => {
    const response = await middleware(
      await request(
        "/admin-panel",
        { role: "patient" },
        {
          "x-middleware-subrequest": "middleware:middleware:middleware:middleware:middleware",
        },
      ),
    );
    expect(rewrittenTo(response)).toBe("/area-gate/admin-panel");
  });

  it("marks every area response private and unindexed", async () => {
    const response = await middleware(await request("/doctor-dashboard", { role: "doctor" }));
    expect(response.headers.get("cache-control")).toBe("private, no-store");
    expect(response.headers.get("x-robots-tag")).toBe("noindex, nofollow");
  });
});
