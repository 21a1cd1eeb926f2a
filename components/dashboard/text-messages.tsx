import { formatIndiaDateTime } from "@/lib/india-time";
import { messageKindLabel, type ShownMessageState } from "@/lib/messaging/status";
import { channelNames } from "@/lib/messaging/templates";
import type { ContactPreferences } from "@/lib/queries/requests";
import type { TextMessageView } from "@/lib/queries/text-messages";
import { MessageStateBadge } from "@/components/dashboard/status-badges";

/**
 * The SMS and WhatsApp messages sent to her about a request or an appointment, as staff see them
 * (issue 36, item 5): what each was, on which channel, where it stands and since when, and the
 * gateway's reason when it failed. Never the words: the staff know the templates, and a screen
 * read over a shoulder should say no more than it must.
 */

const stateVerbs = {
  queued: "Queued",
  waiting: "Goes out",
  sent: "Sent",
  delivered: "Delivered",
  failed: "Failed",
  stopped: "Stopped",
  withdrawn: "Stopped",
} as const satisfies Record<ShownMessageState, string>;

/** "Delivered 12 Nov 2026, 10:42 AM", or for one held for her hours, when it goes out. */
function whenLine(message: TextMessageView): string {
  if (message.shown === "waiting") {
    return `${stateVerbs.waiting} ${formatIndiaDateTime(message.nextAttempt)}`;
  }
  if (message.shown === "queued" && message.attempts > 0) {
    const tries = `${message.attempts} ${message.attempts === 1 ? "try" : "tries"}`;
    return `Next try ${formatIndiaDateTime(message.nextAttempt)} (${tries} so far)`;
  }
  return `${stateVerbs[message.shown]} ${formatIndiaDateTime(message.changedAt)}`;
}

/** Why a failed one failed (or why the last try did), in the gateway's words. */
function reasonLine(message: TextMessageView): string | null {
  if (!message.reason) return null;
  if (message.shown === "failed") return `Why: ${message.reason}`;
  if (message.shown === "queued") return `Last try: ${message.reason}`;
  return null;
}

/** What the list says when there is nothing in it, honest to what she chose. */
function emptyText(contact: ContactPreferences | null, about: "request" | "appointment"): string {
  const none = "No SMS or WhatsApp messages";
  switch (contact?.method) {
    case "email":
      return `${none}: she chose e-mail.`;
    case "phone_call":
      return `${none}: she chose a phone call.`;
    case "sms":
    case "whatsapp":
      return `No ${channelNames[contact.method]} messages about this ${about} yet. None goes without her consent, or after she replied STOP.`;
    default:
      return `${none}: no booking form with her choice is on record.`;
  }
}

export function TextMessageList({
  messages,
  contact,
  about,
}: {
  messages: TextMessageView[];
  /** How she asked to be reached, for the empty list's words. */
  contact: ContactPreferences | null;
  about: "request" | "appointment";
}) {
  const headingId = `text-messages-${about}`;
  return (
    <section aria-labelledby={headingId} className="grid gap-2">
      <h3 id={headingId} className="font-semibold">
        Text messages to her
      </h3>
      {messages.length === 0 ? (
        <p className="text-muted-foreground text-sm">{emptyText(contact, about)}</p>
      ) : (
        <ul className="grid gap-2" aria-label="SMS and WhatsApp messages, oldest first">
          {messages.map((message) => {
            const reason = reasonLine(message);
            return (
              <li key={message.id} className="grid gap-1 rounded-lg border p-3 text-sm">
                <p className="flex flex-wrap items-center gap-x-2 gap-y-1">
                  <b className="mr-auto font-medium">
                    {messageKindLabel(message.kind)}
                    <span className="text-muted-foreground font-normal">
                      {` · ${channelNames[message.channel]}`}
                    </span>
                  </b>
                  <MessageStateBadge state={message.shown} />
                </p>
                <p className="text-muted-foreground">
                  {whenLine(message)}
                  {message.followedUpAt
                    ? ` · she was called ${formatIndiaDateTime(message.followedUpAt)}`
                    : ""}
                </p>
                {reason ? <p className="[overflow-wrap:anywhere]">{reason}</p> : null}
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
