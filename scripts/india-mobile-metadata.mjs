// Writes lib/messaging/india-mobile-metadata.ts: libphonenumber-js's "mobile" metadata (mobile
// number patterns only) cut down to India. The booking form checks an SMS or WhatsApp number in
// the browser, and India's part is 4 kB where the whole world's is about 100 kB.
// Run after upgrading libphonenumber-js: node scripts/india-mobile-metadata.mjs && npx prettier --write lib/messaging/india-mobile-metadata.ts
import { writeFileSync } from "node:fs";
import { createRequire } from "node:module";

const require = createRequire(import.meta.url);
const all = require("libphonenumber-js/metadata.mobile.json");
const india = {
  version: all.version,
  country_calling_codes: { 91: ["IN"] },
  countries: { IN: all.countries.IN },
  nonGeographic: {},
};
// A module, not a .json file: Playwright's loader (and plain Node) would want an import attribute.
writeFileSync(
  new URL("../lib/messaging/india-mobile-metadata.ts", import.meta.url),
  [
    "// Made by scripts/india-mobile-metadata.mjs from libphonenumber-js's mobile metadata: do not edit.",
    'import type { MetadataJson } from "libphonenumber-js/core";',
    "",
    `export const indiaMobileMetadata = ${JSON.stringify(india)} as unknown as MetadataJson;`,
    "",
  ].join("\n"),
);
