"use client";

import Link from "next/link";
import { MapPin, MessageSquare, Video } from "lucide-react";
import type { AppointmentStatus } from "@/lib/appointments/status";
import { fill } from "@/lib/template";
import { buttonVariants } from "@/components/ui/button";
import { AppointmentStatusBadge } from "@/components/dashboard/status-badges";
import { usePatientCopy } from "@/components/patient/patient-copy";
import { CallUsInstead, ChangeAppointment, type ChangeTarget } from "./change-appointment";

/** One of her appointments as a card shows it, formatted on the server. */
export type AppointmentCard = {
  /** Day and time, India time, in her language. */
  when: string;
  /** "Initial Consultation with Dr. … · 30 minutes", in her language. */
  what: string;
  /** "At Saheli Care Jaipur, Jaipur, Rajasthan" or the video call's line, in her language. */
  where: string;
  /** A map search for her clinic (none by video). */
  directions?: { href: string; label: string };
  status: AppointmentStatus;
  /** By video, booked and not over: her room's address (it says when it opens). */
  join?: string;
  /**
   * An upcoming one she may still change: what its "Change or cancel" needs; past the cut-off, the
   * words to call instead. Absent for one that is over, cancelled or under way.
   */
  change?: ChangeTarget | { callUs: string };
  /** Her conversation with the appointment's doctor: 'Message Dr. …' (the doctor named in her language). */
  message: { doctor: string; href: string };
};

/**
 * Her appointments as cards, rendered in the browser from a few strings each: cards written on the
 * server would travel twice, as HTML and again in the page's payload. Styled from `.dp-cards` in
 * app/globals.css. The rest of its words come in her language from usePatientCopy.
 */
export function AppointmentCards({ cards }: { cards: AppointmentCard[] }) {
  const words = usePatientCopy("appointments").appointments;
  return (
    <ul className="dp-cards">
      {cards.map((card, index) => (
        <li key={index}>
          <div>
            <b>{card.when}</b>
            <small>{card.what}</small>
            <small data-place="">{card.where}</small>
          </div>
          <AppointmentStatusBadge status={card.status} labels={words.statuses} />
          {card.change && "callUs" in card.change ? (
            <CallUsInstead text={card.change.callUs} />
          ) : null}
          <div className="flex basis-full flex-wrap gap-2">
            {card.join ? (
              // A document of its own, not a client-side move: only the room's response allows
              // the camera and microphone and names the TURN server (middleware.ts).
              <a href={card.join} className={buttonVariants()}>
                <Video aria-hidden="true" />
                {words.card.join}
              </a>
            ) : null}
            {card.change && !("callUs" in card.change) ? (
              <ChangeAppointment target={card.change} />
            ) : null}
            <Link href={card.message.href} className={buttonVariants({ variant: "outline" })}>
              <MessageSquare aria-hidden="true" />
              {fill(words.card.message, { doctor: card.message.doctor })}
            </Link>
            {card.directions ? (
              <a
                href={card.directions.href}
                target="_blank"
                rel="noopener noreferrer"
                className={buttonVariants({ variant: "outline" })}
              >
                <MapPin aria-hidden="true" />
                {card.directions.label}
              </a>
            ) : null}
          </div>
        </li>
      ))}
    </ul>
  );
}
