"use client";

import type { AppointmentStatus } from "@/lib/appointments";
import { AppointmentStatusBadge } from "@/components/dashboard/status-badges";

/** One of her appointments as a card shows it, formatted on the server. */
export type AppointmentCard = {
  /** Day and time, India time. */
  when: string;
  /** "Initial Consultation with Dr. … · 30 minutes". */
  what: string;
  status: AppointmentStatus;
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
        </li>
      ))}
    </ul>
  );
}
