import { IntentLink as Link } from "@/components/ui/intent-link";
import { ArrowRight, CalendarDays } from "lucide-react";
import type { PostCard as PostCardData } from "@/lib/queries/blog";
import { Badge } from "@/components/ui/badge";
import { Card, CardContent, CardFooter, CardHeader } from "@/components/ui/card";
import { formatIndiaMediumDate } from "@/lib/india-time";
import { cn } from "@/lib/utils";

/** One article in a list: up to 3 keyword badges, the date and 'Read More'. */
export function PostCard({
  post,
  headingLevel = 3,
  featured = false,
}: {
  post: PostCardData;
  headingLevel?: 2 | 3;
  featured?: boolean;
}) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <Card className={cn("h-full gap-4", featured && "border-primary/30")}>
      <CardHeader className="gap-3">
        {post.keywords.length > 0 ? (
          <ul className="flex flex-wrap gap-1.5" aria-label="Topics">
            {post.keywords.slice(0, 3).map((keyword) => (
              <li key={keyword}>
                <Badge variant="secondary">{keyword}</Badge>
              </li>
            ))}
          </ul>
        ) : null}
        <Heading className="text-lg leading-snug font-semibold text-balance">
          <Link
            href={`/blog/${post.slug}`}
            className="hover:text-primary underline-offset-4 hover:underline"
          >
            {post.title}
          </Link>
        </Heading>
      </CardHeader>
      {post.excerpt ? (
        <CardContent className="text-muted-foreground flex-1 text-sm">{post.excerpt}</CardContent>
      ) : (
        <div className="flex-1" />
      )}
      <CardFooter className="flex items-center justify-between gap-3 text-sm">
        <span className="text-muted-foreground inline-flex items-center gap-1.5">
          <CalendarDays aria-hidden="true" className="size-4" />
          <time dateTime={post.publishedAt}>
            {formatIndiaMediumDate(new Date(post.publishedAt))}
          </time>
        </span>
        <Link
          href={`/blog/${post.slug}`}
          className="text-primary inline-flex min-h-11 items-center gap-1 font-medium underline-offset-4 hover:underline"
        >
          Read More<span className="sr-only">: {post.title}</span>
          <ArrowRight aria-hidden="true" className="size-4" />
        </Link>
      </CardFooter>
    </Card>
  );
}
