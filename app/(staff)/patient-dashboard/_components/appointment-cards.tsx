"use client";

import Link from "next/link";
import { MessageSquare } from "lucide-react";
import type { AppointmentStatus } from "@/lib/appointments";
import { buttonVariants } from "@/components/ui/button";
import { AppointmentStatusBadge } from "@/components/dashboard/status-badges";
import { CallUsInstead, ChangeAppointment, type ChangeTarget } from "./change-appointment";

/** One of her appointments as a card shows it, formatted on the server. */
export type AppointmentCard = {
  /** Day and time, India time. */
  when: string;
  /** "Initial Consultation with Dr. … · 30 minutes". */
  what: string;
  status: AppointmentStatus;
  /**
   * An upcoming one she may still change: what its "Change or cancel" needs; past the cut-off, the
   * words to call instead. Absent for one that is over, cancelled or under way.
   */
  change?: ChangeTarget | { callUs: string };
  /** Her conversation with the appointment's doctor: 'Message Dr. …'. */
  message: { doctor: string; href: string };
};

/**
 * Her appointments as cards, rendered in the browser from three strings each: cards written on the
 * server would travel twice, as HTML and again in the page's payload. Styled from `.dp-cards` in
 * app/globals.css.
 */
export function AppointmentCards({ cards }: { cards: AppointmentCard[] }) {
  return (
    <ul className="dp-cards">
      {cards.map((card, index) => (
        <li key={index}>
          <div>
            <b>{card.when}</b>
            <small>{card.what}</small>
          </div>
          <AppointmentStatusBadge status={card.status} />
          {card.change && "callUs" in card.change ? (
            <CallUsInstead text={card.change.callUs} />
          ) : null}
          <div className="flex basis-full flex-wrap gap-2">
            {card.change && !("callUs" in card.change) ? (
              <ChangeAppointment target={card.change} />
            ) : null}
            <Link href={card.message.href} className={buttonVariants({ variant: "outline" })}>
              <MessageSquare aria-hidden="true" />
              {`Message ${card.message.doctor}`}
            </Link>
          </div>
        </li>
      ))}
    </ul>
  );
}
