import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { publicTemplates, publishedArticlePath } from "./support/public-templates";
import { validator } from "./support/validator";

/**
 * Structured data that validators accept (issue 18, item 5). Every JSON-LD block of one page per
 * public template is read from the built site and checked:
 * - against schema.org's vocabulary as schema-dts ships it (generated from schema.org itself, not
 *   written here): every @type is a schema.org type, every medicalSpecialty and dayOfWeek one of
 *   schema.org's values;
 * - against the properties Google's structured-data documentation requires (a local business and
 *   a physician have a name and a full address, an article its headline, image, dates, author and
 *   publisher logo, a FAQ its questions and answers, a breadcrumb its positions and names);
 * - and dates: a Date where schema.org wants one, ISO 8601 where it wants a date-time.
 */

type Node = Record<string, unknown>;

/** schema.org's type names and the members of two enumerations, read from schema-dts. */
async function vocabulary() {
  const file = path.join(
    path.dirname(createRequire(import.meta.url).resolve("schema-dts")),
    "schema.d.ts",
  );
  const text = await readFile(file, "utf8");
  const types = new Set([...text.matchAll(/"@type": "([A-Za-z0-9]+)"/g)].map((m) => m[1]));
  const members = (name: string) =>
    new Set(
      [
        ...(text.match(new RegExp(`export type ${name} = ([^;]+);`))?.[1] ?? "").matchAll(
          /"([^"]+)"/g,
        ),
      ].map((m) => m[1]),
    );
  return { types, specialties: members("MedicalSpecialty"), days: members("DayOfWeek") };
}

/** Every node with an @type, nested ones included. */
function nodesOf(value: unknown, found: Node[] = []): Node[] {
  if (Array.isArray(value)) for (const item of value) nodesOf(item, found);
  else if (value && typeof value === "object") {
    const node = value as Node;
    if ("@type" in node) found.push(node);
    for (const child of Object.values(node)) nodesOf(child, found);
  }
  return found;
}

const typesOf = (node: Node) => [node["@type"]].flat().map(String);
const list = (value: unknown) => [value].flat().filter((v) => v !== undefined);
const isoDateTime = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/;

/** What Google's documentation requires of each kind of node; a list of what is missing. */
function missing(node: Node): string[] {
  const types = typesOf(node);
  const gaps: string[] = [];
  const need = (condition: boolean, what: string) => {
    if (!condition) gaps.push(`${types.join("/")} lacks ${what}`);
  };
  const address = node.address as Node | undefined;
  if (types.some((t) => ["MedicalClinic", "Physician"].includes(t))) {
    need(typeof node.name === "string" && node.name !== "", "a name");
    need(
      Boolean(address?.streetAddress && address.addressLocality && address.addressCountry),
      "an address with street, locality and country",
    );
  }
  if (types.includes("BlogPosting")) {
    need(typeof node.headline === "string", "a headline");
    need(list(node.image).length > 0, "an image");
    need(isoDateTime.test(String(node.datePublished)), "an ISO 8601 datePublished");
    need(isoDateTime.test(String(node.dateModified)), "an ISO 8601 dateModified");
    need(Boolean((node.author as Node | undefined)?.name), "an author with a name");
    const logo = (node.publisher as Node | undefined)?.logo as Node | undefined;
    need(Boolean(logo?.url), "a publisher with a logo");
    if (node.lastReviewed !== undefined) {
      need(/^\d{4}-\d{2}-\d{2}$/.test(String(node.lastReviewed)), "lastReviewed as a Date");
    }
  }
  if (types.includes("FAQPage")) {
    const questions = list(node.mainEntity) as Node[];
    need(questions.length > 0, "questions");
    for (const q of questions) {
      need(Boolean(q.name && (q.acceptedAnswer as Node | undefined)?.text), "an answered question");
    }
  }
  if (types.includes("BreadcrumbList")) {
    for (const item of list(node.itemListElement) as Node[]) {
      need(typeof item.position === "number" && Boolean(item.name), "positioned, named items");
    }
  }
  if (types.includes("Offer"))
    need(node.price !== undefined && Boolean(node.priceCurrency), "a price and currency");
  return gaps;
}

test(
  "every JSON-LD block is schema.org's vocabulary, with what Google requires",
  validator,
  async ({ request }) => {
    test.setTimeout(120_000);
    const { types, specialties, days } = await vocabulary();
    expect(types.size).toBeGreaterThan(500);
    const article = await publishedArticlePath();
    const pages = [...publicTemplates, "/packages/delhi", ...(article ? [article] : [])];
    const problems: string[] = [];
    const seen = new Set<string>();
    for (const page of pages) {
      const html = await (await request.get(page)).text();
      const blocks = [
        ...html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g),
      ];
      for (const [, json] of blocks) {
        let data: unknown;
        try {
          data = JSON.parse(json ?? "");
        } catch {
          problems.push(`${page}: a block that is not JSON`);
          continue;
        }
        for (const node of nodesOf(data)) {
          for (const type of typesOf(node)) {
            seen.add(type);
            if (!types.has(type)) problems.push(`${page}: ${type} is not a schema.org type`);
          }
          for (const value of list(node.medicalSpecialty)) {
            if (!specialties.has(String(value)))
              problems.push(`${page}: medicalSpecialty ${String(value)}`);
          }
          for (const value of list(node.dayOfWeek)) {
            if (!days.has(String(value))) problems.push(`${page}: dayOfWeek ${String(value)}`);
          }
          problems.push(...missing(node).map((gap) => `${page}: ${gap}`));
        }
      }
    }
    expect(problems).toEqual([]);
    // The templates carry what the issue names: a clinic with hours and a place, a doctor, offers.
    for (const type of [
      "MedicalClinic",
      "Physician",
      "Service",
      "Offer",
      "GeoCoordinates",
      "OpeningHoursSpecification",
      "FAQPage",
      "BreadcrumbList",
    ]) {
      expect(seen, type).toContain(type);
    }
    if (article) expect(seen).toContain("BlogPosting");
  },
);

test("every public template has Open Graph and Twitter tags with a share image that loads", async ({
  request,
}) => {
  const article = await publishedArticlePath();
  for (const page of [
    ...publicTemplates.filter((p) => p !== "/a-page-that-does-not-exist"),
    ...(article ? [article] : []),
  ]) {
    const html = await (await request.get(page)).text();
    const head = html.slice(0, html.indexOf("</head>"));
    const meta = (key: string) =>
      head.match(new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)"`))?.[1];
    expect(meta("og:title"), page).toBeTruthy();
    expect(meta("og:description"), page).toBeTruthy();
    expect(meta("twitter:card"), page).toBe("summary_large_image");
    const image = meta("og:image");
    expect(image, page).toBeTruthy();
    const response = await request.get(new URL(image ?? "").pathname + new URL(image ?? "").search);
    expect(response.status(), `${page} ${image}`).toBe(200);
    expect(response.headers()["content-type"], `${page} ${image}`).toMatch(/^image\//);
  }
});

test("the logo search engines are given is a PNG the site serves", async ({ request }) => {
  const response = await request.get("/logo.png");
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toBe("image/png");
  expect((await response.body()).subarray(1, 4).toString()).toBe("PNG");
});
