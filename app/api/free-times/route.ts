import { NextResponse, type NextRequest } from "next/server";
import { currentHolder } from "@/lib/booking/hold-key";
import { timeChoices } from "@/lib/booking/time-choices";
import { withDatabaseUnavailable } from "@/lib/db/errors";
import { localePath } from "@/content/i18n";

export const dynamic = "force-dynamic";

/**
 * The booking form's free times for another place, doctor or day (lib/booking/time-choices.ts),
 * for the form once it runs: the same choices the booking page renders for the same address, so
 * a link followed without JavaScript shows what this answers. Doctors' names and free times only,
 * nothing of anyone's booking; her own hold shows as hers through her browser's hold key.
 */
export const GET = withDatabaseUnavailable(async function get(request: NextRequest) {
  const params = request.nextUrl.searchParams;
  const locale = params.get("locale") === "hi" ? "hi" : "en";
  const choices = await timeChoices(
    {
      city: params.get("city"),
      kind: params.get("kind"),
      doctor: params.get("doctor"),
      day: params.get("day"),
      topic: params.get("topic"),
    },
    {
      locale,
      bookPath: localePath(locale, "/book-consultation"),
      holder: await currentHolder(),
    },
  );
  return NextResponse.json(choices, { headers: { "Cache-Control": "private, no-store" } });
});
