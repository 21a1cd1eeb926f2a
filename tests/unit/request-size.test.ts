import { describe, expect, it } from "vitest";
import { actionBodyTooLarge, SERVER_ACTION_BODY_LIMIT_BYTES } from "@/lib/request-size.mjs";

describe("actionBodyTooLarge", () => {
  const over = String(SERVER_ACTION_BODY_LIMIT_BYTES + 1);

  it("refuses a server action's POST that declares a body over the limit", () => {
    expect(actionBodyTooLarge("POST", { "next-action": "abc", "content-length": over })).toBe(true);
  });

  it("lets the limit itself, other requests and undeclared lengths through to Next.js", () => {
    const limit = String(SERVER_ACTION_BODY_LIMIT_BYTES);
    expect(actionBodyTooLarge("POST", { "next-action": "abc", "content-length": limit })).toBe(
      false,
    );
    expect(actionBodyTooLarge("POST", { "content-length": over })).toBe(false);
    expect(actionBodyTooLarge("GET", { "next-action": "abc", "content-length": over })).toBe(false);
    expect(actionBodyTooLarge("POST", { "next-action": "abc" })).toBe(false);
  });
});
