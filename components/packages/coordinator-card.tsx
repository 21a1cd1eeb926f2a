import { IntentLink as Link } from "@/components/ui/intent-link";
import { CalendarCheck, Headset, MessageCircle, Phone } from "lucide-react";
import { bookingLink } from "@/content/navigation";
import { siteConfig } from "@/content/site";
import type { Locale } from "@/content/i18n";
import { chromeCopy } from "@/lib/i18n/localized";
import { localHref } from "@/lib/i18n/locale-routes";
import { buttonVariants } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { cn } from "@/lib/utils";

/** The consultation coordinator card: a free call, WhatsApp, or straight to booking. */
export function CoordinatorCard({
  className,
  locale = "en",
}: {
  className?: string;
  locale?: Locale;
}) {
  const copy = chromeCopy(locale).coordinatorCard;
  return (
    <Card className={cn("bg-trust-soft/60 border-trust/20", className)}>
      <CardHeader className="grid-cols-[auto_1fr] gap-x-4">
        <span className="bg-trust text-trust-foreground row-span-2 grid size-11 place-items-center rounded-xl">
          <Headset aria-hidden="true" className="size-5" />
        </span>
        <CardTitle asChild className="text-xl">
          <h2>{copy.title}</h2>
        </CardTitle>
        <CardDescription className="text-foreground/80 col-start-2">{copy.body}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-3 sm:grid-cols-3">
        <a href={siteConfig.phone.href} className={buttonVariants({ variant: "trust" })}>
          <Phone aria-hidden="true" />
          {copy.call}
        </a>
        <a
          href={siteConfig.whatsapp.href}
          target="_blank"
          rel="noopener noreferrer"
          className={buttonVariants({ variant: "outline" })}
        >
          <MessageCircle aria-hidden="true" />
          {copy.whatsapp}
        </a>
        <Link href={localHref(locale, bookingLink.href)} className={buttonVariants()}>
          <CalendarCheck aria-hidden="true" />
          {copy.book}
        </Link>
      </CardContent>
    </Card>
  );
}
