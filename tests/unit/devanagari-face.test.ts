import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { devanagariFaceScript, devanagariFaceScriptHash } from "@/lib/i18n/devanagari-face";
import { nonceContentSecurityPolicy } from "@/lib/server/csp";

describe("the Devanagari face's inline script", () => {
  it("is named by its hash, so a changed script cannot run unnoticed under the nonce policy", () => {
    const hash = createHash("sha256").update(devanagariFaceScript).digest("base64");
    expect(devanagariFaceScriptHash).toBe(`'sha256-${hash}'`);
  });

  it("is allowed by the nonce policy, and nothing else inline is", () => {
    const policy = nonceContentSecurityPolicy("abc");
    const scriptSrc = policy.split(";").find((d) => d.trim().startsWith("script-src")) ?? "";
    expect(scriptSrc).toContain(devanagariFaceScriptHash);
    expect(scriptSrc).not.toContain("'unsafe-inline'");
  });
});
