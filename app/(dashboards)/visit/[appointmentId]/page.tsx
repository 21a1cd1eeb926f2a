import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { visitRoom as words } from "@/content/visit-room";
import { actionViewer } from "@/lib/auth/viewer";
import { env } from "@/lib/env";
import { formatIndiaDateTime } from "@/lib/india-time";
import { visitRoomFor } from "@/lib/queries/video";
import { turnServerFor, turnUrls } from "@/lib/video/turn";
import { VisitRoom } from "@/components/video/visit-room";

export const metadata: Metadata = { title: words.title };

/**
 * A video visit's room, for its patient and its doctor only (lib/queries/video.ts); everyone else,
 * signed out included, gets the 404 of an address that names nothing. The page carries the two
 * things the browser needs: this person's TURN credential for this visit, which expires when the
 * room closes, and the room's times. Everything else comes from the room's event stream.
 *
 * No loading.tsx on purpose: a Suspense boundary would send 200 with its fallback before the page
 * could answer 404 to someone who is not one of the two.
 */
export default async function VisitPage({
  params,
}: {
  params: Promise<{ appointmentId: string }>;
}) {
  const { appointmentId } = await params;
  const admitted = await actionViewer("visit.join");
  const room = "viewer" in admitted ? await visitRoomFor(admitted.viewer, appointmentId) : null;
  if (!room) notFound();
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
