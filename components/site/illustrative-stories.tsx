import { Info, Quote } from "lucide-react";
import type { Locale } from "@/content/i18n";
import { Card, CardContent } from "@/components/ui/card";
import { chromeCopy } from "@/lib/i18n/localized";
import { cn } from "@/lib/utils";

export type IllustrativeStory = {
  readonly name: string;
  readonly age: number;
  readonly condition: string;
  readonly text: string;
};

/**
 * Sample patient stories with the honesty note above them, in the page's language (chrome's
 * `illustrativeStories`). The caller supplies the heading.
 */
export function IllustrativeStories({
  stories,
  className,
  locale = "en",
}: {
  stories: readonly IllustrativeStory[];
  className?: string;
  locale?: Locale;
}) {
  const words = chromeCopy(locale).illustrativeStories;
  return (
    <div className={className}>
      <p className="bg-secondary text-secondary-foreground flex items-start gap-2 rounded-lg px-3 py-2 text-sm">
        <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
        {words.note}
      </p>
      <ul
        className={cn("mt-4 grid gap-4", stories.length > 2 ? "md:grid-cols-3" : "md:grid-cols-2")}
      >
        {stories.map((story) => (
          <li key={`${story.name}-${story.condition}`}>
            <Card className="h-full gap-3 py-5">
              <CardContent className="px-5">
                <figure>
                  <Quote aria-hidden="true" className="text-primary/40 size-6" />
                  <blockquote className="mt-2 text-base">{story.text}</blockquote>
                  <figcaption className="text-muted-foreground mt-3 text-sm">
                    <span className="text-foreground font-medium">
                      {story.name}, {story.age}
                    </span>{" "}
                    · {story.condition} · <span className="italic">{words.tag}</span>
                  </figcaption>
                </figure>
              </CardContent>
            </Card>
          </li>
        ))}
      </ul>
    </div>
  );
}
