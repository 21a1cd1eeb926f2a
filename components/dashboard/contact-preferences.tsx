import { PhoneOff } from "lucide-react";
import type { ContactPreferences } from "@/lib/queries/requests";
import { contactMethodLabels, contactWindowLabels } from "@/lib/validations/booking";
import { Badge } from "@/components/ui/badge";

/**
 * How she asked to be reached, shown first on every request and patient: the channel, the hours,
 * and a plain "No calls" badge when she asked not to be called (a call can out her at home).
 * Spans only, so it fits inside a table cell or a list line as well as a card.
 */
export function ContactPreferencesLine({ contact }: { contact: ContactPreferences | null }) {
  if (!contact) {
    return (
      <span className="text-muted-foreground block text-sm">No contact preference recorded</span>
    );
  }
  return (
    <span className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm">
      {contact.noCalls ? (
        <Badge variant="destructive">
          <PhoneOff aria-hidden="true" />
          No calls
        </Badge>
      ) : null}
      <span>
        <span className="text-muted-foreground">Contact by </span>
        <span className="font-medium">{contactMethodLabels[contact.method]}</span>
      </span>
      <span className="text-muted-foreground" aria-hidden="true">
        ·
      </span>
      <span>{contactWindowLabels[contact.window]}</span>
    </span>
  );
}
