import type { ContactPreferences } from "@/lib/queries/requests";
import { contactMethodLabels, contactWindowLabels } from "@/lib/validations/booking";

/**
 * How she asked to be reached, shown first on every request and patient: the channel, the hours,
 * and a plain "No calls" badge when she asked not to be called (a call can out her at home).
 * Spans only, so it fits inside a table cell or a list line as well as a card; short classes and
 * a masked icon, because lists repeat it on every row.
 */
export function ContactPreferencesLine({ contact }: { contact: ContactPreferences | null }) {
  if (!contact) {
    return (
      <span className="text-muted-foreground block text-sm">No contact preference recorded</span>
    );
  }
  return (
    <span className="contact-line">
      {contact.noCalls ? (
        <span className="badge badge-destructive">
          <span aria-hidden="true" className="dash-icon dash-icon-phone-off" />
          No calls
        </span>
      ) : null}
      <span>
        <span className="text-muted-foreground">Contact by </span>
        <b className="font-medium">{contactMethodLabels[contact.method]}</b>
      </span>
      <span className="text-muted-foreground" aria-hidden="true">
        ·
      </span>
      <span>{contactWindowLabels[contact.window]}</span>
    </span>
  );
}
