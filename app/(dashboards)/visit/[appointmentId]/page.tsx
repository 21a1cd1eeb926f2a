import type { Metadata } from "next";
import { cookies } from "next/headers";
import { notFound } from "next/navigation";
import { visitRoom as words } from "@/content/visit-room";
import { actionViewer } from "@/lib/auth/viewer";
import { env } from "@/lib/env";
import { formatIndiaDateTime } from "@/lib/india-time";
import { visitRoomFor, visitRoomForGuest } from "@/lib/queries/video";
import { GUEST_SEAT_COOKIE } from "@/lib/video/guest-keys";
import { turnServerFor, turnUrls } from "@/lib/video/turn";
import { GuestDoor } from "@/components/video/guest-door";
import { VisitRoom } from "@/components/video/visit-room";

export const metadata: Metadata = { title: words.title };

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
  const room =
    ("viewer" in admitted ? await visitRoomFor(admitted.viewer, appointmentId) : null) ??
    (seat ? await visitRoomForGuest(appointmentId, { seat }) : null);
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
      iceServers={iceServers}
      otherName={room.role === "patient" ? room.doctorName : (room.patientName ?? "your patient")}
      startsAt={formatIndiaDateTime(room.appointmentDate)}
      opensAt={formatIndiaDateTime(room.window.opensAt)}
    />
  );
}
