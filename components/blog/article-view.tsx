import Image from "next/image";
import { IntentLink as Link } from "@/components/ui/intent-link";
import { ArrowLeft, CalendarDays, Clock, Share2, ShieldCheck, UserRound } from "lucide-react";
import type { Article } from "@/lib/queries/blog";
import { paragraphs, readingMinutes } from "@/lib/validations/blog";
import { siteConfig } from "@/content/site";
import { byline, contentTypeLabel } from "@/components/blog/format";
import { formatIndiaLongDate } from "@/lib/india-time";
import { ShareButton } from "@/components/blog/share-button";
import { DoctorAvatar } from "@/components/site/doctor-avatar";
import { Badge } from "@/components/ui/badge";
import { buttonVariants } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";

/**
 * An article as readers see it. The body is rendered as
 * text, one paragraph per non-empty line: whatever an author typed, markup included, shows as
 * written and never runs. Used by the public page and by the staff preview of unpublished posts.
 */
export function ArticleView({
  article,
  preview = false,
}: {
  article: Article;
  /** A staff preview: not reviewed yet, so no verification mark and no sharing. */
  preview?: boolean;
}) {
  const path = `/blog/${article.slug}`;
  return (
    <article className="mx-auto max-w-3xl px-4 pt-6 pb-12">
      <Link
        href="/blog"
        className="text-primary inline-flex min-h-11 items-center gap-1.5 text-sm font-medium underline-offset-4 hover:underline"
      >
        <ArrowLeft aria-hidden="true" className="size-4" />
        Back to all articles
      </Link>

      {article.featuredImageUrl ? (
        <Image
          src={article.featuredImageUrl}
          alt=""
          width={1200}
          height={630}
          unoptimized
          priority
          className="bg-muted mt-4 aspect-[1200/630] w-full rounded-2xl object-cover"
        />
      ) : null}

      <div className="mt-6 flex flex-wrap items-center gap-2">
        <Badge variant="outline" className="capitalize">
          {contentTypeLabel(article.type)}
        </Badge>
        {preview ? (
          <Badge variant="warning">Preview: not published</Badge>
        ) : (
          <Badge variant="success">
            <ShieldCheck aria-hidden="true" />
            Verified by Female Proctologist
          </Badge>
        )}
      </div>

      <h1 className="mt-4 text-3xl leading-tight font-bold tracking-tight text-balance md:text-4xl">
        {article.title}
      </h1>
      {article.excerpt ? (
        <p className="text-muted-foreground mt-4 text-lg">{article.excerpt}</p>
      ) : null}

      <div className="text-muted-foreground mt-6 flex flex-wrap items-center gap-x-5 gap-y-2 text-sm">
        <span className="text-foreground inline-flex items-center gap-1.5 font-medium">
          <UserRound aria-hidden="true" className="size-4" />
          {byline(article.author)}
        </span>
        <span className="inline-flex items-center gap-1.5">
          <CalendarDays aria-hidden="true" className="size-4" />
          <time dateTime={article.publishedAt}>
            {formatIndiaLongDate(new Date(article.publishedAt))}
          </time>
        </span>
        <span className="inline-flex items-center gap-1.5">
          <Clock aria-hidden="true" className="size-4" />
          {readingMinutes(article.body)} min read
        </span>
      </div>

      <div className="mt-5 flex flex-wrap items-center justify-between gap-3 border-y py-3">
        {article.keywords.length > 0 ? (
          <ul className="flex flex-wrap gap-1.5" aria-label="Topics">
            {article.keywords.slice(0, 5).map((keyword) => (
              <li key={keyword}>
                <Badge variant="secondary">{keyword}</Badge>
              </li>
            ))}
          </ul>
        ) : (
          <span />
        )}
        {preview ? null : (
          <ShareButton
            title={article.title}
            text={article.excerpt ?? article.title}
            path={path}
            className={buttonVariants({ variant: "outline" })}
            icon={<Share2 aria-hidden="true" className="size-4" />}
          />
        )}
      </div>

      <div className="mt-8 space-y-5 text-base leading-relaxed md:text-lg">
        {paragraphs(article.body).map((paragraph, index) => (
          <p key={index}>{paragraph}</p>
        ))}
      </div>

      <aside
        aria-label="Medical disclaimer"
        className="bg-warning-soft border-warning/25 mt-10 rounded-xl border p-5 text-sm"
      >
        <p className="font-semibold">Medical disclaimer</p>
        <p className="mt-2">
          This article is general health information written for women by the {siteConfig.name}{" "}
          team. It is not a diagnosis and does not replace a consultation with a doctor who knows
          your history. If you have heavy bleeding, severe pain or fever, call us on{" "}
          <a href={siteConfig.phone.href} className="font-medium underline underline-offset-4">
            {siteConfig.phone.display}
          </a>{" "}
          or go to the nearest hospital.
        </p>
      </aside>

      {article.author ? (
        <Card className="mt-8">
          <CardContent className="flex flex-col gap-4 sm:flex-row sm:items-start">
            <DoctorAvatar name={`${article.author.firstName} ${article.author.lastName}`} />
            <div>
              <h2 className="text-lg font-semibold">About the Author</h2>
              <p className="mt-1 font-medium">{byline(article.author)}</p>
              {article.author.specialization ? (
                <p className="text-muted-foreground text-sm">{article.author.specialization}</p>
              ) : null}
              {article.author.bio ? <p className="mt-3 text-sm">{article.author.bio}</p> : null}
            </div>
          </CardContent>
        </Card>
      ) : null}
    </article>
  );
}
