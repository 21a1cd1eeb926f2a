import { withDatabaseUnavailable } from "@/lib/db/errors";
import { env } from "@/lib/env";
import { visitRoomForGuest } from "@/lib/queries/video";
import { guestSeatCookies, spendGuestKey } from "@/lib/video/guest-keys";
import { notFoundResponse } from "@/lib/video/responses";
import { roomPhase, visitPath } from "@/lib/video/visit";

export const dynamic = "force-dynamic";

/**
 * A guest goes in (lib/video/guest-keys.ts): the door of her room (/visit/<id>?key=…) posts her
 * mailed key here, which spends it for a seat in this browser and sends her to the room. Only a
 * POST spends it, so a mail scanner that fetches the link leaves it whole. Before the room opens
 * she is sent back to the door, which says when it does; a key that is no key (wrong, another
 * visit's, spent by another browser, past the room's closing) gets the 404 of an id that names
 * nothing. The key is read from the form's body, never from the address, and never logged.
 */
export const POST = withDatabaseUnavailable(async function post(
  request: Request,
  { params }: { params: Promise<{ id: string }> },
) {
  const { id } = await params;
  const form = await request.formData().catch(() => null);
  const key = form?.get("key");
  const now = new Date();
  const visit = typeof key === "string" ? await visitRoomForGuest(id, { key }, now) : null;
  if (!visit || visit.spent || typeof key !== "string") return notFoundResponse();
  if (roomPhase(visit.window, null, now) === "not-open") {
    return redirect(`${visitPath(id)}?key=${encodeURIComponent(key)}`);
  }
  const seat = await spendGuestKey(visit.keyId, now);
  // Another browser spent it a moment ago: one link, one browser.
  if (!seat) return notFoundResponse();
  const response = redirect(visitPath(id));
  for (const cookie of guestSeatCookies(id, seat, visit.window.closesAt, {
    secure: env.SITE_URL.startsWith("https:"),
    now,
  })) {
    response.headers.append("Set-Cookie", cookie);
  }
  return response;
});

/** 303: the browser follows with a GET, and her reload does not post the key again. */
function redirect(location: string): Response {
  return new Response(null, {
    status: 303,
    headers: { Location: location, "Cache-Control": "private, no-store" },
  });
}
