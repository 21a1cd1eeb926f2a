import { siteConfig } from "@/content/site";
import type { AppointmentPlace } from "@/lib/appointments/status";
import { placeLine } from "@/lib/appointments/place";

/**
 * A calendar file (RFC 5545) for one appointment, attached to the scheduled, changed and
 * cancelled e-mails. Her calendar matches events by UID and keeps the one with the highest
 * SEQUENCE, so a move replaces the event and a cancellation removes it. Discreet like the mail: the
 * title names the clinic's short name and a consultation, never why.
 */

export type CalendarAppointment = {
  id: string;
  startsAt: Date;
  durationMinutes: number;
  doctorName: string;
  sequence: number;
  /** In person at a city's clinic, or by video: the LOCATION. */
  place: AppointmentPlace;
  /**
   * By video: the room's address, with her key for a guest (lib/mail/appointment-mails.ts), as
   * the LOCATION and the URL, so her calendar opens the room. Null for a cancellation.
   */
  roomUrl?: string | null;
};

/** 20261126T043000Z */
function utcStamp(instant: Date): string {
  return instant
    .toISOString()
    .replace(/[-:]/g, "")
    .replace(/\.\d{3}/, "");
}

/** TEXT values escape backslash, semicolon, comma and newlines. */
function text(value: string): string {
  return value
    .replace(/\\/g, "\\\\")
    .replace(/;/g, "\\;")
    .replace(/,/g, "\\,")
    .replace(/\n/g, "\\n");
}

/** Lines longer than 75 octets are folded: CRLF then a space. */
function fold(line: string): string {
  const bytes = Buffer.from(line, "utf8");
  if (bytes.length <= 75) return line;
  const parts: string[] = [];
  let current = "";
  for (const char of line) {
    const limit = parts.length === 0 ? 75 : 74;
    if (Buffer.byteLength(current + char, "utf8") > limit) {
      parts.push(current);
      current = char;
    } else {
      current += char;
    }
  }
  parts.push(current);
  return parts.join("\r\n ");
}

export function appointmentCalendar(
  appointment: CalendarAppointment,
  options: { cancelled?: boolean; now?: Date } = {},
): string {
  const end = new Date(appointment.startsAt.getTime() + appointment.durationMinutes * 60_000);
  const room = appointment.place.mode === "video" ? (appointment.roomUrl ?? null) : null;
  const where = placeLine(appointment.place) ?? room ?? "Video consultation";
  const lines = [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    `PRODID:-//${siteConfig.name}//Appointments//EN`,
    "CALSCALE:GREGORIAN",
    `METHOD:${options.cancelled ? "CANCEL" : "PUBLISH"}`,
    "BEGIN:VEVENT",
    `UID:${appointment.id}@${siteConfig.email.split("@")[1]}`,
    `DTSTAMP:${utcStamp(options.now ?? new Date())}`,
    `DTSTART:${utcStamp(appointment.startsAt)}`,
    `DTEND:${utcStamp(end)}`,
    `SEQUENCE:${appointment.sequence}`,
    `STATUS:${options.cancelled ? "CANCELLED" : "CONFIRMED"}`,
    `SUMMARY:${text(`${siteConfig.name} appointment with Dr ${appointment.doctorName}`)}`,
    `LOCATION:${text(where)}`,
    // A URI value, not TEXT: written as it is.
    ...(room ? [`URL:${room}`] : []),
    `DESCRIPTION:${text(`To change or cancel, call ${siteConfig.phone.display}.`)}`,
    "END:VEVENT",
    "END:VCALENDAR",
  ];
  return `${lines.map(fold).join("\r\n")}\r\n`;
}
