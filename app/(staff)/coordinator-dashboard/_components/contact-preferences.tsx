import { PhoneOff } from "lucide-react";
import type { ContactPreferences } from "@/lib/queries/requests";
import { contactMethodLabels, contactWindowLabels } from "@/lib/validations/booking";
import { Badge } from "@/components/ui/badge";

/**
 * How she asked to be reached, shown first on every request and patient: the channel, the hours,
 * and a plain "No calls" badge when she asked not to be called (a call can out her at home).
 */
export function ContactPreferencesLine({ contact }: { contact: ContactPreferences | null }) {
  if (!contact) {
    return <p className="text-muted-foreground text-sm">No contact preference recorded</p>;
  }
  return (
    <div className="flex flex-wrap items-center gap-2 text-sm">
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
    </div>
  );
}
