import { cities } from "./cities";

/**
 * What a booking can be about, carried from the page she was reading to the booking form and
 * stored with her request: a stage package ("grade-2-piles") or a care package ("package-1"),
 * and a city. The coordinator reads them on the request.
 *
 * Written out rather than derived from content/packages.ts and content/stage-packages.ts: the
 * booking form ships this list to the browser, and those modules would come whole with it.
 * tests/unit/catalogue.test.ts checks that it names every package as the catalogue does.
 */
export const bookingTopics = [
  { value: "grade-1-piles", label: "Grade 1 piles" },
  { value: "grade-2-piles", label: "Grade 2 piles" },
  { value: "grade-3-piles", label: "Grade 3 piles" },
  { value: "grade-4-piles", label: "Grade 4 piles" },
  { value: "acute-fissure", label: "Acute fissure" },
  { value: "chronic-fissure", label: "Chronic fissure" },
  { value: "simple-fistula", label: "Simple fistula" },
  { value: "complex-fistula", label: "Complex fistula" },
  { value: "package-1", label: "Laser Piles Care Package" },
  { value: "package-2", label: "Fissure Complete Care" },
  { value: "package-3", label: "Fistula Treatment Package" },
  { value: "package-4", label: "Comprehensive Consultation" },
  { value: "package-5", label: "Emergency Care Package" },
  { value: "package-6", label: "Post-Surgery Care Plus" },
] as const satisfies readonly { value: string; label: string }[];

export const bookingTopicValues = bookingTopics.map((topic) => topic.value);
export const bookingCityValues: readonly string[] = cities.map((city) => city.id);

export function bookingTopicLabel(value: string | null | undefined): string | undefined {
  return bookingTopics.find((topic) => topic.value === value)?.label;
}

/** "Grade 2 piles · Jaipur", "Grade 2 piles", "Jaipur", or undefined when she came with neither. */
export function bookingContextLabel(
  topic: string | null | undefined,
  city: string | null | undefined,
): string | undefined {
  const parts = [bookingTopicLabel(topic), cities.find((c) => c.id === city)?.name].filter(Boolean);
  return parts.length > 0 ? parts.join(" · ") : undefined;
}

/**
 * The booking form's address, carrying what she was reading: a package or condition, her city, or
 * the doctor whose profile she read (her catalogue id: the form starts at her free times).
 */
export function bookingHref(
  context: { topic?: string; city?: string; doctor?: number } = {},
): string {
  const params = new URLSearchParams();
  if (context.topic) params.set("topic", context.topic);
  if (context.city) params.set("city", context.city);
  if (context.doctor !== undefined) params.set("doctor", String(context.doctor));
  const query = params.toString();
  return query ? `/book-consultation?${query}` : "/book-consultation";
}
