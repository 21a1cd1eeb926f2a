import { describe, expect, it } from "vitest";
import {
  actionBodyPlan,
  actionTextReadable,
  SERVER_ACTION_BODY_LIMIT_BYTES,
} from "@/lib/server/request-size.mjs";

describe("actionBodyPlan", () => {
  const over = String(SERVER_ACTION_BODY_LIMIT_BYTES + 1);
  const limit = String(SERVER_ACTION_BODY_LIMIT_BYTES);
  const multipart = "multipart/form-data; boundary=----x";

  it("refuses at once a possible action that declares a body over the limit", () => {
    expect(actionBodyPlan("POST", { "next-action": "abc", "content-length": over })).toBe(
      "too-large",
    );
    // A form posted without JavaScript names no action, but Next.js reads it as one.
    expect(actionBodyPlan("POST", { "content-type": multipart, "content-length": over })).toBe(
      "too-large",
    );
  });

  it("reads a possible action sent without a length, so a chunked body over the limit is refused too", () => {
    expect(actionBodyPlan("POST", { "next-action": "abc", "content-type": multipart })).toBe(
      "read",
    );
    expect(actionBodyPlan("POST", { "content-type": multipart })).toBe("read");
  });

  it("reads a script's text action call, within the limit or chunked, to check it is JSON", () => {
    const text = { "next-action": "abc", "content-type": "text/plain;charset=UTF-8" };
    expect(actionBodyPlan("POST", { ...text, "content-length": limit })).toBe("read-json");
    expect(actionBodyPlan("POST", text)).toBe("read-json");
  });

  it("hands everything else to Next.js untouched", () => {
    expect(actionBodyPlan("POST", { "content-type": multipart, "content-length": limit })).toBe(
      "pass",
    );
    expect(
      actionBodyPlan("POST", { "content-type": "application/json", "content-length": over }),
    ).toBe("pass");
    expect(actionBodyPlan("GET", { "next-action": "abc", "content-length": over })).toBe("pass");
  });
});

describe("actionTextReadable", () => {
  it("accepts what React's encodeReply sends and refuses anything else", () => {
    expect(actionTextReadable('[{"firstName":"Asha","age":33}]')).toBe(true);
    expect(actionTextReadable('["$undefined"]')).toBe(true);
    expect(actionTextReadable("{not json")).toBe(false);
    expect(actionTextReadable("")).toBe(false);
  });
});
