import type { VisitSummary } from "@/lib/video/visit";
import { Badge } from "@/components/ui/badge";

/*
 * A video visit on the staff's dashboards: what is happening in its room, for everyone who sees the
 * appointment, and the way in, for its doctor only (coordinators and the owner never join).
 * Client-safe: the lists draw these in the browser.
 */

type Activity = NonNullable<VisitSummary["activity"]>;

const activityLabels = { waiting: "Waiting", "in-call": "In the room" } as const satisfies Record<
  Activity,
  string
>;

/** She is in the waiting room, or the two are in the call. */
export function VisitActivityBadge({ activity }: { activity: Activity }) {
  return (
    <Badge variant={activity === "waiting" ? "warning" : "success"}>
      {activityLabels[activity]}
    </Badge>
  );
}

/**
 * The doctor's way into the room: a document of its own, not a client-side move, since only the
 * room's response allows the camera and microphone and names the TURN server (middleware.ts).
 */
export function OpenRoomLink({ href, patient }: { href: string; patient?: string }) {
  return (
    <a href={href} className="btn btn-outline btn-sm">
      Open the video room
      {patient ? <span className="sr-only">{`: ${patient}`}</span> : null}
    </a>
  );
}
