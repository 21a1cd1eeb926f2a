import { describe, expect, it } from "vitest";
import * as z from "zod/mini";
import {
  addKeyword,
  blogMessages,
  normalizeKeywords,
  paragraphs,
  postSchema,
  readingMinutes,
  slugify,
} from "@/lib/validations/blog";
import { byline, contentTypeLabel } from "@/components/blog/format";
import { formatIndiaLongDate, formatIndiaMediumDate } from "@/lib/india-time";
import { sniffImageType } from "@/lib/blog/media";
import { ONE_PIXEL_PNG } from "@/tests/fixtures/access-matrix";

describe("slugify", () => {
  it("lower-cases, drops other characters, turns spaces to hyphens and collapses repeats", () => {
    expect(slugify("Piles: Common & Treatable!")).toBe("piles-common-treatable");
    expect(slugify("After  childbirth -- what   helps")).toBe("after-childbirth-what-helps");
    expect(slugify("Fibre 101 for busy mornings")).toBe("fibre-101-for-busy-mornings");
  });

  it("never starts or ends with a hyphen, and is empty when nothing usable is left", () => {
    expect(slugify(" - Piles - ")).toBe("piles");
    expect(slugify("बवासीर")).toBe("");
  });

  it("keeps slugs to 100 characters without a trailing hyphen", () => {
    const slug = slugify(`${"word ".repeat(40)}end`);
    expect(slug.length).toBeLessThanOrEqual(100);
    expect(slug.endsWith("-")).toBe(false);
  });
});

describe("keywords", () => {
  it("trims, ignores empty ones and does not add duplicates in any case", () => {
    expect(
      normalizeKeywords([" piles ", "", "  ", "Piles", "fissure", "FISSURE", "bowel  health"]),
    ).toEqual(["piles", "fissure", "bowel health"]);
  });

  it("adds a typed keyword only when it is new and not blank", () => {
    expect(addKeyword(["piles"], "  fibre ")).toEqual(["piles", "fibre"]);
    expect(addKeyword(["piles"], "PILES")).toEqual(["piles"]);
    expect(addKeyword(["piles"], "   ")).toEqual(["piles"]);
  });
});

describe("postSchema", () => {
  const base = { title: "A title", body: "Some text", status: "draft", slug: "", seoKeywords: [] };

  it("needs a title and content that are not blank after trimming", () => {
    for (const bad of [
      { ...base, title: "   " },
      { ...base, body: "\n  \n" },
    ]) {
      const result = z.safeParse(postSchema, bad);
      expect(result.success).toBe(false);
      expect(result.error?.issues.map((i) => i.message)).toContain(
        blogMessages.titleAndContentRequired,
      );
    }
  });

  it("keeps the body exactly as typed, markup included (it is rendered as text)", () => {
    const body = 'Hello <script>alert("x")</script>\n<img src=x onerror=alert(1)>';
    expect(z.parse(postSchema, { ...base, body }).body).toBe(body);
  });

  it("accepts only site-relative image paths", () => {
    for (const ok of ["/media/0b9a3c2e-1f52-4b8e-9a51-7a0c2b6f1d11", "/images/banner.webp", ""]) {
      expect(z.safeParse(postSchema, { ...base, featuredImageUrl: ok }).success).toBe(true);
    }
    for (const bad of [
      "https://cdn.example.com/a.png",
      "//evil.example/a.png",
      "javascript:alert(1)",
      "/\\evil",
    ]) {
      const result = z.safeParse(postSchema, { ...base, featuredImageUrl: bad });
      expect(result.error?.issues[0]?.message).toBe(blogMessages.imagePath);
    }
  });

  it("limits the SEO title to 70 and the description to 160 characters", () => {
    expect(z.safeParse(postSchema, { ...base, seoTitle: "x".repeat(70) }).success).toBe(true);
    expect(z.safeParse(postSchema, { ...base, seoTitle: "x".repeat(71) }).success).toBe(false);
    expect(z.safeParse(postSchema, { ...base, seoDescription: "x".repeat(161) }).success).toBe(
      false,
    );
  });

  it("cleans keywords and allows at most 10", () => {
    expect(z.parse(postSchema, { ...base, seoKeywords: ["a", " a ", ""] }).seoKeywords).toEqual([
      "a",
    ]);
    const eleven = Array.from({ length: 11 }, (_, i) => `k${i}`);
    expect(z.safeParse(postSchema, { ...base, seoKeywords: eleven }).success).toBe(false);
  });
});

describe("the article page's figures", () => {
  it("reads at 200 words a minute, rounded up, at least one minute", () => {
    expect(readingMinutes("word")).toBe(1);
    expect(readingMinutes(Array(200).fill("w").join(" "))).toBe(1);
    expect(readingMinutes(Array(201).fill("w").join(" "))).toBe(2);
    expect(readingMinutes(Array(650).fill("w").join("\n"))).toBe(4);
  });

  it("makes one paragraph per non-empty line", () => {
    expect(paragraphs("First\n\n  \nSecond\r\nThird  ")).toEqual(["First", "Second", "Third"]);
  });

  it("names a doctor 'Dr.', other authors plainly, and the team when there is no author", () => {
    const person = {
      firstName: "Kavya",
      lastName: "Menon",
      specialization: null,
      bio: null,
      avatarUrl: null,
    };
    expect(byline({ ...person, role: "doctor" })).toBe("Dr. Kavya Menon");
    expect(byline({ ...person, role: "coordinator" })).toBe("Kavya Menon");
    expect(byline(null)).toBe("Saheli Care Team");
  });

  it("writes dates the long US way on India's calendar, and the type without hyphens", () => {
    expect(formatIndiaLongDate(new Date("2026-11-22T20:00:00.000Z"))).toBe("November 23, 2026");
    expect(formatIndiaMediumDate(new Date("2026-11-22T20:00:00.000Z"))).toBe("23 Nov 2026");
    expect(contentTypeLabel("health-guide")).toBe("health guide");
  });
});

describe("sniffImageType", () => {
  it("knows JPEG, PNG and WebP by their first bytes, whatever the file is called", () => {
    expect(sniffImageType(new Uint8Array(ONE_PIXEL_PNG))).toBe("image/png");
    expect(sniffImageType(new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 0]))).toBe("image/jpeg");
    const webp = new Uint8Array([0x52, 0x49, 0x46, 0x46, 1, 2, 3, 4, 0x57, 0x45, 0x42, 0x50]);
    expect(sniffImageType(webp)).toBe("image/webp");
  });

  it("refuses SVG, HTML and anything else", () => {
    const text = (value: string) => new TextEncoder().encode(value);
    expect(
      sniffImageType(text('<svg xmlns="http://www.w3.org/2000/svg"><script/></svg>')),
    ).toBeNull();
    expect(sniffImageType(text("<html><script>alert(1)</script>"))).toBeNull();
    expect(sniffImageType(new Uint8Array([]))).toBeNull();
  });
});
