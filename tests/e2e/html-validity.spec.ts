import { execFile } from "node:child_process";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { expect, test } from "@playwright/test";
import { hindiTemplates, publicTemplates, publishedArticlePath } from "./support/public-templates";
import { validator } from "./support/validator";

/**
 * Valid HTML on every public template (issue 18, item 2), judged by the Nu HTML Checker, the W3C's
 * validator, not by anything written here. Each page is fetched as a phone's browser asks for it
 * (a normal user agent: crawlers get blocking metadata anyway, so that is the case that can go
 * wrong), and all of them are checked in one run of the checker.
 */

const run = promisify(execFile);
// The checker as the npm package ships it (a jar beside the package's entry point); Java runs it.
const vnuJar = path.join(
  path.dirname(createRequire(import.meta.url).resolve("vnu-jar")),
  "build/dist/vnu.jar",
);
const browserUserAgent =
  "Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36";

type NuMessage = { type: string; subType?: string; url: string; message: string; extract?: string };

test("every public template is valid HTML to the Nu checker", validator, async ({ request }) => {
  test.setTimeout(120_000);
  const dir = await mkdtemp(path.join(tmpdir(), "nu-"));
  try {
    const article = await publishedArticlePath();
    const pages = [...publicTemplates, ...hindiTemplates, ...(article ? [article] : [])];
    const files = new Map<string, string>();
    for (const [index, page] of pages.entries()) {
      const response = await request.get(page, { headers: { "user-agent": browserUserAgent } });
      expect(response.headers()["content-type"], page).toContain("text/html");
      const file = path.join(dir, `page-${index}.html`);
      await writeFile(file, await response.text());
      files.set(`file:${file}`, page);
    }
    // The checker exits non-zero when it finds errors; its JSON report is what counts.
    const { stderr } = await run(
      "java",
      [
        "-jar",
        vnuJar,
        "--errors-only",
        "--format",
        "json",
        ...[...files.keys()].map((f) => f.slice(5)),
      ],
      { maxBuffer: 16 * 1024 * 1024 },
    ).catch((error: { stderr?: string }) => ({ stderr: error.stderr ?? "" }));
    const { messages } = JSON.parse(stderr || '{"messages":[]}') as { messages: NuMessage[] };
    const errors = messages
      .filter((message) => message.type === "error" || message.subType === "fatal")
      .map((message) => `${files.get(message.url) ?? message.url}: ${message.message}`);
    expect(errors).toEqual([]);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
});
