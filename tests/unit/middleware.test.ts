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
          sid: "6f4c2f4e-0000-4000-8000-0000000000aa",
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

describe("middleware and the dashboards' old addresses", () => {
  it("redirects an old ?tab= address to the tab's own, before the gate", async () => {
    for (const claims of [undefined, { role: "doctor" as const }]) {
      const response = await middleware(
        await request("/doctor-dashboard?tab=messages&page=2", claims),
      );
      expect(response.status).toBe(308);
      expect(response.headers.get("location")).toBe(
        "http://localhost:3000/doctor-dashboard/messages?page=2",
      );
    }
  });

  it("keeps the address she used, so her session cookie goes along", async () => {
    const page = await request("/admin-panel?tab=users", undefined, { host: "127.0.0.1:3100" });
    const response = await middleware(page);
    expect(response.headers.get("location")).toBe("http://127.0.0.1:3100/admin-panel/users");
    const proxied = await middleware(
      await request("/admin-panel?tab=users", undefined, {
        host: "care.example.in",
        "x-forwarded-proto": "https",
      }),
    );
    expect(proxied.headers.get("location")).toBe("https://care.example.in/admin-panel/users");
  });
});

describe("middleware on requests other than page views", () => {
  async function post(path: string, role?: Role) {
    const page = await request(path, role ? { role } : undefined);
    return new NextRequest(page.url, { method: "POST", headers: page.headers });
  }

  it("refuses a server action's POST outright instead of showing the gate", async () => {
    const anonymous = await middleware(await post("/blog-management"));
    expect(anonymous.status).toBe(401);
    expect(rewrittenTo(anonymous)).toBeNull();
    const patient = await middleware(await post("/admin-panel", "patient"));
    expect(patient.status).toBe(403);
  });

  it("lets an allowed role's POST through to the action, which checks again", async () => {
    const doctor = await middleware(await post("/blog-management", "doctor"));
    expect(doctor.status).toBe(200);
    expect(rewrittenTo(doctor)).toBeNull();
  });
});
