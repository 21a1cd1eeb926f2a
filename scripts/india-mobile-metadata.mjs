// Writes lib/messaging/india-mobile-metadata.json: libphonenumber-js's "mobile" metadata (mobile
// number patterns only) cut down to India. The booking form checks an SMS or WhatsApp number in
// the browser, and India's part is 4 kB where the whole world's is about 100 kB.
// Run after upgrading libphonenumber-js: node scripts/india-mobile-metadata.mjs
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
writeFileSync(
  new URL("../lib/messaging/india-mobile-metadata.json", import.meta.url),
  `${JSON.stringify(india)}\n`,
);
