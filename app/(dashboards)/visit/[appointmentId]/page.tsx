import type { Metadata } from "next";
import { cookies } from "next/headers";
import { notFound } from "next/navigation";
import { actionViewer } from "@/lib/auth/viewer";
import { getSessionUser } from "@/lib/auth/session";
import { env } from "@/lib/env";
import { withDoctorTitle } from "@/lib/i18n/doctor-title";
import { visitRoomCopy } from "@/lib/i18n/localized";
import { formatIndiaDateTime } from "@/lib/india-time";
import { visitRoomFor, visitRoomForGuest } from "@/lib/queries/video";
import { GUEST_SEAT_COOKIE } from "@/lib/video/guest-keys";
import { turnServerFor, turnUrls } from "@/lib/video/turn";
import { GuestDoor } from "@/components/video/guest-door";
import { VisitRoom } from "@/components/video/visit-room";

// Her side's title in her account's language, like the room; the same for everyone who may ask,
// so it tells nobody whether the address names a visit.
export async function generateMetadata(): Promise<Metadata> {
  const user = await getSessionUser().catch((error: unknown) => {
    if (typeof error === "object" && error !== null && "digest" in error) throw error;
    return null;
  });
  return { title: visitRoomCopy("patient", user?.role === "patient" ? user.locale : "en").title };
}

/**
 * A video visit's room, for its patient and its doctor only (lib/queries/video.ts); everyone else,
 * signed out included, gets the 404 of an address that names nothing. The page carries the two
 * things the browser needs: this person's TURN credential for this visit, which expires when the
 * room closes, and the room's times. Everything else comes from the room's event stream.
 *
 * A guest, who booked without an account, comes with the key from her mail (?key=…): it opens the
 * door (components/video/guest-door.tsx), whose button spends it for a seat in this browser, and
 * the seat lets her into the room (lib/video/guest-keys.ts).
 *
 * No loading.tsx on purpose: a Suspense boundary would send 200 with its fallback before the page
 * could answer 404 to someone who is not one of the two.
 */
export default async function VisitPage({
  params,
  searchParams,
}: {
  params: Promise<{ appointmentId: string }>;
  searchParams: Promise<{ key?: string | string[] }>;
}) {
  const { appointmentId } = await params;
  const admitted = await actionViewer("visit.join");
  const seat = (await cookies()).get(GUEST_SEAT_COOKIE)?.value;
  const signedIn = "viewer" in admitted ? await visitRoomFor(admitted.viewer, appointmentId) : null;
  const guest = !signedIn && seat ? await visitRoomForGuest(appointmentId, { seat }) : null;
  const room = signedIn ?? guest;
  if (!room) {
    const { key } = await searchParams;
    const door = typeof key === "string" ? await visitRoomForGuest(appointmentId, { key }) : null;
    if (!door || typeof key !== "string") notFound();
    return (
      <GuestDoor
        appointmentId={appointmentId}
        guestKey={key}
        locale={door.locale}
        doctorName={door.doctorName}
        startsAt={door.appointmentDate}
        opensAt={door.window.opensAt}
        state={door.spent ? "spent" : new Date() < door.window.opensAt ? "not-open" : "open"}
      />
    );
  }
  // Her side in her language: her account's, or, as a guest, the one she booked in.
  const locale =
    room.role !== "patient"
      ? "en"
      : guest
        ? guest.locale
        : "viewer" in admitted
          ? admitted.viewer.locale
          : "en";
  const words = visitRoomCopy(room.role, locale);
  const urls = turnUrls(env.TURN_URLS);
  const iceServers =
    env.TURN_SECRET && urls.length > 0
      ? [
          turnServerFor({
            secret: env.TURN_SECRET,
            urls,
            visitId: room.appointmentId,
            personId: room.viewerId,
            expiresAt: room.window.closesAt,
          }),
        ]
      : [];
  return (
    <VisitRoom
      appointmentId={room.appointmentId}
      role={room.role}
      words={words}
      iceServers={iceServers}
      otherName={
        room.role === "patient"
          ? withDoctorTitle(room.doctorName, words.doctorPrefix)
          : (room.patientName ?? "your patient")
      }
      startsAt={formatIndiaDateTime(room.appointmentDate, locale)}
      opensAt={formatIndiaDateTime(room.window.opensAt, locale)}
    />
  );
}
