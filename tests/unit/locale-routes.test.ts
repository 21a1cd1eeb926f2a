import { describe, expect, it } from "vitest";
import { localeOfPath } from "@/content/i18n";
import { englishPathOf, hasHindiTwin, localHref, twinOf } from "@/lib/i18n/locale-routes";

describe("which pages exist in Hindi", () => {
  it("knows the translated pages and no others", () => {
    expect(hasHindiTwin("/home")).toBe(true);
    expect(hasHindiTwin("/care-packages")).toBe(true);
    expect(hasHindiTwin("/packages/pune")).toBe(true);
    expect(hasHindiTwin("/doctors/3")).toBe(true);
    expect(hasHindiTwin("/grade-2-piles/jaipur")).toBe(true);
    expect(hasHindiTwin("/care-packages/laser-piles")).toBe(true);
    // Her way in is in Hindi too.
    expect(hasHindiTwin("/sign-in")).toBe(true);
    expect(hasHindiTwin("/sign-up")).toBe(true);
    expect(hasHindiTwin("/verify-email")).toBe(true);
    // Staff screens and the blog stay in English.
    expect(hasHindiTwin("/blog")).toBe(false);
    expect(hasHindiTwin("/patient-dashboard")).toBe(false);
  });

  it("reads the language from the address, and only from a whole /hi segment", () => {
    expect(localeOfPath("/hi/home")).toBe("hi");
    expect(localeOfPath("/hi")).toBe("hi");
    expect(localeOfPath("/history")).toBe("en");
    expect(englishPathOf("/hi/packages/pune")).toBe("/packages/pune");
    expect(englishPathOf("/home")).toBe("/home");
  });

  it("links a Hindi page to Hindi twins, and to English pages that have none", () => {
    expect(localHref("hi", "/care-packages")).toBe("/hi/care-packages");
    expect(localHref("hi", "/blog")).toBe("/blog");
    expect(localHref("hi", "/privacy-policy#your-rights")).toBe("/hi/privacy-policy#your-rights");
    expect(localHref("hi", "/book-consultation?topic=package-4")).toBe(
      "/hi/book-consultation?topic=package-4",
    );
    expect(localHref("en", "/care-packages")).toBe("/care-packages");
  });

  it("offers the switch only where the other language has the page", () => {
    expect(twinOf("/packages/kochi")).toBe("/hi/packages/kochi");
    expect(twinOf("/hi/packages/kochi")).toBe("/packages/kochi");
    expect(twinOf("/blog")).toBeNull();
  });
});
