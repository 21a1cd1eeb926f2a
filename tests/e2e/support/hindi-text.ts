/**
 * The Hindi pages' judge of words: the HTML's text as she would see it (without its scripts,
 * styles and hidden templates) and the Latin-script words left in it.
 */

// Names and the product's name, which stay as they are in Hindi: the clinic, WhatsApp, the
// switch's own "English", and the clinic's e-mail address.
const allowedLatin = new Set(["Saheli", "Care", "WhatsApp", "English"]);

export function visibleText(html: string): string {
  return html
    .replace(/<head>[\s\S]*?<\/head>/, " ")
    .replace(/<(script|style|template)\b[^>]*>[\s\S]*?<\/\1>/g, " ")
    .replace(/<[^>]+>/g, " ")
    .replace(/&[a-z]+;|&#\d+;/g, " ")
    .replace(/\S+@\S+\.\S+/g, " ");
}

export function englishWords(text: string): string[] {
  return [...new Set(text.match(/[A-Za-z][A-Za-z'’.-]*/g) ?? [])]
    .map((word) => word.replace(/[.'’-]+$/, ""))
    .filter((word) => !allowedLatin.has(word));
}
