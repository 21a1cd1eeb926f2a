import { describe, expect, it } from "vitest";
import { errorLogLine } from "@/lib/server/error-log";

describe("the server's line for a failed request", () => {
  it("names the digest, the route's pattern and the error's codes, never its message", () => {
    const cause = Object.assign(new Error("duplicate key value violates unique constraint"), {
      originalCode: "23505",
    });
    const error = Object.assign(
      new Error('Key (email)=(asha.rao@example.in) already exists for "Asha Rao"', { cause }),
      { digest: "2355839858", code: "P2002" },
    );
    const line = errorLogLine(
      error,
      { method: "GET", headers: { "x-request-id": "7b8f3c1e-aaaa-4bbb-8ccc-123456789abc" } },
      { routePath: "/coordinator-dashboard/tasks/[requestId]", routeType: "render" },
      new Date("2026-11-25T10:00:00Z"),
    );
    expect(line).not.toMatch(/asha|Asha|example\.in|duplicate key/);
    expect(JSON.parse(line)).toMatchObject({
      t: "2026-11-25T10:00:00.000Z",
      level: "error",
      msg: "request failed",
      digest: "2355839858",
      requestId: "7b8f3c1e-aaaa-4bbb-8ccc-123456789abc",
      method: "GET",
      route: "/coordinator-dashboard/tasks/[requestId]",
      kind: "render",
      error: "Error",
      codes: ["P2002", "23505"],
    });
    expect(JSON.parse(line).at[0]).toMatch(/^at /);
  });

  it("keeps a malformed request id and a thrown non-error out", () => {
    const line = JSON.parse(
      errorLogLine("Asha Rao's symptoms", { headers: { "x-request-id": "bad id" } }, {}),
    );
    expect(line).toMatchObject({ error: "string", codes: [], at: [] });
    expect(line.requestId).toBeUndefined();
    expect(JSON.stringify(line)).not.toContain("Asha");
  });

  it("tells a stream cut off inside Node.js from a failure of the app", () => {
    const cutOff = Object.assign(
      new TypeError("controller[kState].transformAlgorithm is not a function"),
      {
        stack: [
          "TypeError: controller[kState].transformAlgorithm is not a function",
          "    at transformStreamDefaultControllerPerformTransform (node:internal/webstreams/transformstream:519:37)",
          "    at node:internal/webstreams/transformstream:560:16",
        ].join("\n"),
      },
    );
    expect(JSON.parse(errorLogLine(cutOff, {}, { routePath: "/doctor-dashboard" }))).toMatchObject({
      level: "warn",
      msg: "response stream cut off",
      route: "/doctor-dashboard",
    });
  });
});
