import { siteConfig } from "@/content/site";

/**
 * The HTML part of every e-mail, made from its plain text so the two always say the same thing:
 * paragraphs from blank lines, lists from lines starting "- ", links from addresses. Simple on
 * purpose: no images or remote content (nothing to load, nothing that tells anyone she opened it).
 */

function escapeHtml(value: string): string {
  return value
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&#39;");
}

/** Escapes a line, then turns its web addresses into links. */
function inline(line: string): string {
  return escapeHtml(line).replace(
    /https?:\/\/[^\s<]+[^\s<.,;:!?)]/g,
    (url) => `<a href="${url}" style="color:#9d174d">${url}</a>`,
  );
}

export function textToHtml(subject: string, text: string): string {
  const blocks = text.split(/\n{2,}/).map((block) => {
    const lines = block.split("\n");
    const items = lines.filter((line) => line.startsWith("- "));
    const intro = lines.filter((line) => !line.startsWith("- "));
    const parts: string[] = [];
    if (intro.length > 0) parts.push(`<p>${intro.map(inline).join("<br>")}</p>`);
    if (items.length > 0) {
      parts.push(`<ul>${items.map((line) => `<li>${inline(line.slice(2))}</li>`).join("")}</ul>`);
    }
    return parts.join("");
  });
  // A mail written in Hindi (the language she booked in) says so, for her mail app's reader.
  const lang = /[\u0900-\u097F]/.test(text) ? "hi" : "en";
  return [
    "<!doctype html>",
    `<html lang="${lang}"><head><meta charset="utf-8">`,
    `<title>${escapeHtml(subject)}</title></head>`,
    '<body style="margin:0;padding:24px;background:#fdf2f8;font-family:Arial,sans-serif;color:#1f2937;line-height:1.5">',
    '<div style="max-width:560px;margin:0 auto;background:#ffffff;border-radius:12px;padding:24px">',
    `<p style="font-weight:bold;color:#9d174d;margin-top:0">${escapeHtml(siteConfig.name)}</p>`,
    ...blocks,
    "</div></body></html>",
  ].join("");
}
