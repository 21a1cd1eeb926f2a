import { describe, expect, it } from "vitest";
import { aYearAfter } from "@/lib/validations/booking";
import { fieldWithNul, stripInvisible, stripMarkup } from "@/lib/validations/text";

describe("stripInvisible", () => {
  it("removes bidirectional controls that reorder what staff read", () => {
    expect(stripMarkup("\u202EayirP\u202C Sharma")).toBe("ayirP Sharma");
    expect(stripInvisible("Asha\u2067 Rao\u2069\u200F")).toBe("Asha Rao");
  });

  it("removes zero-width characters that make two names look alike", () => {
    expect(stripMarkup("Pri\u200Bya\u2060 \uFEFFIyer\u00AD")).toBe("Priya Iyer");
    expect(stripInvisible("Pri\u200Dya\u200C")).toBe("Priya");
  });

  it("keeps joiners inside words of Indian scripts, where they shape letters", () => {
    // Devanagari half form (क्‍ष) and Malayalam chillu (ന്‍): the joiner is part of the spelling.
    expect(stripInvisible("क्\u200Dष")).toBe("क्\u200Dष");
    expect(stripInvisible("അവന്\u200D ")).toBe("അവന്\u200D ");
    expect(stripInvisible("\u200Dक")).toBe("क");
    expect(stripInvisible("क\u200D\u200D")).toBe("क\u200D");
  });
});

describe("fieldWithNul", () => {
  it("names the top-level field holding a NUL character, at any depth", () => {
    expect(fieldWithNul({ firstName: "Asha", symptoms: "pain\u0000" })).toBe("symptoms");
    expect(fieldWithNul({ items: [{ note: "a\u0000" }] })).toBe("items");
    expect(fieldWithNul("x\u0000")).toBe("");
    expect(fieldWithNul({ firstName: "Asha", age: 30, ok: true, none: null })).toBeNull();
  });
});

describe("aYearAfter", () => {
  it("is the same day a year later, 1 March after a 29 February", () => {
    expect(aYearAfter("2026-03-10")).toBe("2027-03-10");
    expect(aYearAfter("2028-02-29")).toBe("2029-03-01");
  });
});
