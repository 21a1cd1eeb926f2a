/**
 * The one template filler of the site's words (content/): a message with "{name}" gaps, filled in
 * where the values are known. Free of imports, so a client component that needs it takes nothing
 * else with it.
 */

/** A message with its "{name}" gaps filled: "Please keep this under {max} characters". */
export function fill(template: string, values: Readonly<Record<string, string | number>>): string {
  return template.replace(/\{(\w+)\}/g, (gap, name: string) => String(values[name] ?? gap));
}
