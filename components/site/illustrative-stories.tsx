import { Info, Quote } from "lucide-react";
import { Card, CardContent } from "@/components/ui/card";
import { cn } from "@/lib/utils";

export type IllustrativeStory = {
  readonly name: string;
  readonly age: number;
  readonly condition: string;
  readonly text: string;
};

/** Said beside every sample story on the site, so no visitor takes one for a real patient's words. */
export const illustrativeNote = "Illustrative stories; we never publish real patient details.";

/** Sample patient stories with the honesty note above them. The caller supplies the heading. */
export function IllustrativeStories({
  stories,
  className,
}: {
  stories: readonly IllustrativeStory[];
  className?: string;
}) {
  return (
    <div className={className}>
      <p className="bg-secondary text-secondary-foreground flex items-start gap-2 rounded-lg px-3 py-2 text-sm">
        <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
        {illustrativeNote}
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
                    · {story.condition} · <span className="italic">illustrative</span>
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
