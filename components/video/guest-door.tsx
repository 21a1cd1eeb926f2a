import { visitGuest as english } from "@/content/visit-guest";
import { visitGuest as hindi } from "@/content/hi/visit-guest";
import type { Locale } from "@/content/i18n";
import { formatIndiaDateTime } from "@/lib/india-time";
import { fill } from "@/lib/template";
import { Button } from "@/components/ui/button";
import { ClinicPhone } from "./clinic-phone";

/**
 * The door of a guest's video visit: what her mailed link opens before she goes in, in the language
 * she booked in. Before the room opens it says when; inside its window, one button posts her key
 * (lib/video/guest-keys.ts tells why only a press spends it); once another browser has spent it,
 * it says so. Plain HTML: nothing of the room's code loads until she is in.
 */
export function GuestDoor({
  appointmentId,
  guestKey,
  locale,
  doctorName,
  startsAt,
  opensAt,
  state,
}: {
  appointmentId: string;
  guestKey: string;
  locale: Locale;
  doctorName: string;
  startsAt: Date;
  opensAt: Date;
  state: "not-open" | "open" | "spent";
}) {
  const words = locale === "hi" ? hindi : english;
  // The room names her doctor as the English screens do ("Dr. Kavya Menon"); her Hindi mail says डॉ.
  const doctor = locale === "hi" ? doctorName.replace(/^Dr\. /, "डॉ. ") : doctorName;
  return (
    <div lang={locale === "hi" ? "hi" : undefined} className="mx-auto max-w-xl space-y-5 px-4 py-8">
      <header className="space-y-1">
        <h1 className="text-2xl font-semibold">{words.title}</h1>
        <p className="text-muted-foreground">
          {fill(words.withDoctor, {
            doctor,
            when: formatIndiaDateTime(startsAt, locale),
          })}
        </p>
      </header>
      {state === "spent" ? (
        <p role="alert" className="border-destructive/40 bg-destructive/5 rounded-lg border p-4">
          {words.spent}
        </p>
      ) : state === "not-open" ? (
        <p role="status">{fill(words.notOpen, { opens: formatIndiaDateTime(opensAt, locale) })}</p>
      ) : (
        <form method="post" action={`/api/visits/${appointmentId}/guest`} className="space-y-4">
          <input type="hidden" name="key" value={guestKey} />
          <p>{words.oneBrowser}</p>
          <Button type="submit" className="w-full">
            {words.goIn}
          </Button>
        </form>
      )}
      <ClinicPhone
        lead={words.callUs}
        phone={words.phone}
        className="text-muted-foreground text-sm"
      />
    </div>
  );
}
