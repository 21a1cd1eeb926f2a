import Link from "next/link";
import {
  outboxChannelLabels,
  outboxChannels,
  type OutboxChannel,
} from "@/lib/validations/privacy-admin";
import { buttonVariants } from "@/components/ui/button";

/** The outbox's channels: e-mail at the view's own address, SMS and WhatsApp by `?channel=`. */
export function outboxChannelHref(path: string, channel: OutboxChannel): string {
  return channel === "email" ? path : `${path}?channel=${channel}`;
}

/** Which channel's messages the outbox lists; choosing one starts its list afresh. */
export function OutboxChannels({ path, current }: { path: string; current: OutboxChannel }) {
  return (
    <nav aria-label="Which channel" className="mb-4 flex flex-wrap gap-2">
      {outboxChannels.map((channel) => (
        <Link
          key={channel}
          href={outboxChannelHref(path, channel)}
          aria-current={channel === current ? "page" : undefined}
          className={`${buttonVariants({
            variant: channel === current ? "default" : "outline",
            size: "sm",
          })} h-11 sm:h-9`}
        >
          {outboxChannelLabels[channel]}
        </Link>
      ))}
    </nav>
  );
}
