import "server-only";
import { visitTypes as hindiVisitTypes } from "@/content/hi/patient/appointments";
import { siteConfig } from "@/content/site";
import { areas } from "@/lib/auth/permissions";
import { env } from "@/lib/env";
import type { Language, Prisma } from "@/lib/generated/prisma/client";
import { placeLine } from "@/lib/appointments/place";
import { formatIndiaDate, formatIndiaTime } from "@/lib/india-time";
import { appointmentCalendar } from "@/lib/mail/ics";
import { enqueueEmail, type OutgoingEmail } from "@/lib/mail/outbox";
import { enqueueAppointmentMessage } from "@/lib/messaging/appointment-messages";
import type { ReminderKind } from "@/lib/mail/reminder-rules";
import { patientChangeMessages } from "@/lib/appointments/patient-changes";
import { roomLinkFor, type RoomLink } from "@/lib/video/room-link";
import { ROOM_OPENS_MINUTES_BEFORE } from "@/lib/video/visit";

/**
 * What the clinic tells her about an appointment: scheduled, changed, cancelled, and the reminders
 * (lib/mail/reminders.ts). Discreet like every mail here: the subject and the first lines name a
 * time and a doctor, never a condition, a symptom, or the kind of clinic. The mail goes to the
 * e-mail her booking gave ("We send your confirmation here"), or to her account's when a visit was
 * booked without the form; a booking whose details were erased gets nothing.
 */

export const appointmentMailSelect = {
  id: true,
  appointmentDate: true,
  durationMinutes: true,
  type: true,
  mode: true,
  clinic: true,
  status: true,
  icsSequence: true,
  patientId: true,
  doctor: { select: { firstName: true, lastName: true } },
  patient: { select: { email: true, firstName: true, status: true, locale: true } },
  request: {
    select: {
      id: true,
      reference: true,
      email: true,
      phone: true,
      firstName: true,
      kind: true,
      contactMethod: true,
      contactWindow: true,
      locale: true,
      anonymisedAt: true,
    },
  },
} satisfies Prisma.AppointmentSelect;

export type AppointmentMailRow = Prisma.AppointmentGetPayload<{
  select: typeof appointmentMailSelect;
}>;

export type AppointmentMailKind = "scheduled" | "changed" | "cancelled";

type Recipient = { to: string; firstName: string; reference: string | null; locale: Language };

/** Who hears about it, or null when nobody should. */
export function recipientOf(row: AppointmentMailRow): Recipient | null {
  if (row.request && !row.request.anonymisedAt) {
    return {
      to: row.request.email,
      firstName: row.request.firstName,
      reference: row.request.reference,
      locale: row.request.locale,
    };
  }
  if (!row.request && row.patient?.status === "active") {
    return {
      to: row.patient.email,
      firstName: row.patient.firstName,
      reference: null,
      locale: row.patient.locale,
    };
  }
  return null;
}

/** Where: the clinic of the city it was booked in, named in her language; null by video. */
function where(row: AppointmentMailRow, locale: Language): string | null {
  return placeLine({ mode: row.mode, clinic: row.clinic }, locale);
}

function details(row: AppointmentMailRow, room: RoomLink | null): string[] {
  const doctor = `Dr ${row.doctor.firstName} ${row.doctor.lastName}`;
  const place = where(row, "en");
  return [
    `- When: ${formatIndiaDate(row.appointmentDate)}, ${formatIndiaTime(row.appointmentDate)} (India time), ${row.durationMinutes} minutes`,
    `- With: ${doctor}`,
    `- ${row.type}${place ? `, at ${place}` : `, by video${room ? `: ${room.url}` : ""}`}`,
  ];
}

/** How she goes in: when the room opens, and what her link is (a paragraph of its own). */
function roomNote(room: RoomLink | null): string[] {
  if (!room) return [];
  const opens = `Your video room opens ${ROOM_OPENS_MINUTES_BEFORE} minutes before the start.`;
  return [
    "",
    room.guest
      ? `${opens} The link is yours alone: it lets in only the first browser that goes in with it, so open it on the phone or computer you will use for the visit.`
      : `${opens} Sign in to your account to go in.`,
  ];
}

/**
 * Her account first (she moves or cancels it there herself, up to the cut-off), then the phone and
 * the e-mail for later or without an account.
 */
function howToChange(recipient: Recipient): string[] {
  const quote = recipient.reference ? ` with your reference ${recipient.reference}` : "";
  const dashboard = new URL(areas["patient-dashboard"].path, env.SITE_URL).toString();
  return [
    `${patientChangeMessages.upTo(env.PATIENT_CHANGE_CUTOFF_HOURS)} in your account: ${dashboard}`,
    `Or call ${siteConfig.phone.display} or write to ${siteConfig.email}${quote}.`,
  ];
}

function calendarFile(row: AppointmentMailRow, cancelled: boolean, room: RoomLink | null) {
  return {
    filename: "appointment.ics",
    contentType: `text/calendar; charset=utf-8; method=${cancelled ? "CANCEL" : "PUBLISH"}`,
    content: appointmentCalendar(
      {
        id: row.id,
        startsAt: row.appointmentDate,
        durationMinutes: row.durationMinutes,
        doctorName: `${row.doctor.firstName} ${row.doctor.lastName}`,
        sequence: row.icsSequence,
        place: { mode: row.mode, clinic: row.clinic },
        roomUrl: room?.url ?? null,
      },
      { cancelled },
    ),
  };
}

export function appointmentEmail(
  row: AppointmentMailRow,
  recipient: Recipient,
  kind: AppointmentMailKind,
  room: RoomLink | null,
): OutgoingEmail {
  if (recipient.locale === "hi") return hindiAppointmentEmail(row, recipient, kind, room);
  const day = formatIndiaDate(row.appointmentDate);
  const intro = {
    scheduled: ["Your appointment is booked:", `Your appointment on ${day}`],
    changed: ["Your appointment has changed. It is now:", `Your appointment has changed`],
    cancelled: ["Your appointment is cancelled:", "Your appointment is cancelled"],
  } as const;
  const [lead, subject] = intro[kind];
  const closing =
    kind === "cancelled"
      ? [
          `If you did not ask for this, or would like a new time, call ${siteConfig.phone.display} or write to ${siteConfig.email}.`,
        ]
      : [
          "The calendar file attached adds it to your phone's calendar.",
          "",
          ...howToChange(recipient),
        ];
  return {
    to: recipient.to,
    purpose: `appointment-${kind}`,
    subject: `${subject}, ${siteConfig.name}`,
    text: [
      `Hello ${recipient.firstName},`,
      "",
      lead,
      ...details(row, room),
      ...roomNote(room),
      "",
      ...closing,
    ].join("\n"),
    attachments: [calendarFile(row, kind === "cancelled", room)],
  };
}

export function reminderEmail(
  row: AppointmentMailRow,
  recipient: Recipient,
  kind: ReminderKind,
  room: RoomLink | null,
): OutgoingEmail {
  if (recipient.locale === "hi") return hindiReminderEmail(row, recipient, kind, room);
  const when =
    kind === "2h"
      ? `today at ${formatIndiaTime(row.appointmentDate)}`
      : `on ${formatIndiaDate(row.appointmentDate)} at ${formatIndiaTime(row.appointmentDate)}`;
  return {
    to: recipient.to,
    purpose: `appointment-reminder-${kind}`,
    subject: `Reminder: your appointment ${when}`,
    text: [
      `Hello ${recipient.firstName},`,
      "",
      `A reminder of your appointment ${when} (India time):`,
      ...details(row, room),
      ...roomNote(room),
      "",
      ...howToChange(recipient),
      "",
      "You get these reminders because you asked for them. To stop them, withdraw the reminders consent in your account's Privacy tab, or tell us.",
    ].join("\n"),
  };
}

/*
 * The same mails in Hindi, for a woman who booked on the Hindi form (the language is stored on her
 * request). As discreet, and with the same facts: the time, the doctor, how to change it.
 */

function hindiDetails(row: AppointmentMailRow, room: RoomLink | null): string[] {
  // The kinds of visit the clinic books, in Hindi; an unknown one is named as the staff wrote it.
  const type = (hindiVisitTypes as Readonly<Record<string, string>>)[row.type] ?? row.type;
  const place = where(row, "hi");
  return [
    `- कब: ${formatIndiaDate(row.appointmentDate, "hi")}, ${formatIndiaTime(row.appointmentDate, "hi")} (भारत का समय), ${row.durationMinutes} मिनट`,
    `- किसके साथ: डॉ. ${row.doctor.firstName} ${row.doctor.lastName}`,
    `- ${type}${place ? `, ${place} में` : `, वीडियो पर${room ? `: ${room.url}` : ""}`}`,
  ];
}

function hindiRoomNote(room: RoomLink | null): string[] {
  if (!room) return [];
  const opens = `आपका वीडियो रूम शुरू होने से ${ROOM_OPENS_MINUTES_BEFORE} मिनट पहले खुलता है।`;
  return [
    "",
    room.guest
      ? `${opens} यह लिंक सिर्फ़ आपका है: यह सिर्फ़ उसी ब्राउज़र को अंदर आने देता है जिसमें इसे पहली बार इस्तेमाल किया गया, इसलिए इसे उसी फ़ोन या कंप्यूटर पर खोलें जिससे आप विज़िट करेंगी।`
      : `${opens} अंदर जाने के लिए अपने खाते में साइन इन करें।`,
  ];
}

function hindiHowToChange(recipient: Recipient): string[] {
  const quote = recipient.reference ? ` और अपना रेफ़रेंस नंबर ${recipient.reference} बताएँ` : "";
  const dashboard = new URL(areas["patient-dashboard"].path, env.SITE_URL).toString();
  const hours = env.PATIENT_CHANGE_CUTOFF_HOURS;
  return [
    `शुरू होने से ${hours} घंटे पहले तक आप इसे अपने खाते में ख़ुद बदल या रद्द कर सकती हैं: ${dashboard}`,
    `या ${siteConfig.phone.display} पर फ़ोन करें या ${siteConfig.email} पर लिखें${quote}।`,
  ];
}

function hindiAppointmentEmail(
  row: AppointmentMailRow,
  recipient: Recipient,
  kind: AppointmentMailKind,
  room: RoomLink | null,
): OutgoingEmail {
  const day = formatIndiaDate(row.appointmentDate, "hi");
  const intro = {
    scheduled: ["आपका अपॉइंटमेंट बुक हो गया है:", `${day} को आपका अपॉइंटमेंट`],
    changed: ["आपका अपॉइंटमेंट बदल गया है। अब यह है:", "आपका अपॉइंटमेंट बदल गया है"],
    cancelled: ["आपका अपॉइंटमेंट रद्द हो गया है:", "आपका अपॉइंटमेंट रद्द हो गया है"],
  } as const;
  const [lead, subject] = intro[kind];
  const closing =
    kind === "cancelled"
      ? [
          `अगर आपने यह नहीं माँगा था, या नया समय चाहती हैं, तो ${siteConfig.phone.display} पर फ़ोन करें या ${siteConfig.email} पर लिखें।`,
        ]
      : ["साथ में लगी कैलेंडर फ़ाइल इसे आपके फ़ोन के कैलेंडर में जोड़ देती है।", "", ...hindiHowToChange(recipient)];
  return {
    to: recipient.to,
    purpose: `appointment-${kind}`,
    subject: `${subject}, ${siteConfig.name}`,
    text: [
      `नमस्ते ${recipient.firstName},`,
      "",
      lead,
      ...hindiDetails(row, room),
      ...hindiRoomNote(room),
      "",
      ...closing,
    ].join("\n"),
    attachments: [calendarFile(row, kind === "cancelled", room)],
  };
}

function hindiReminderEmail(
  row: AppointmentMailRow,
  recipient: Recipient,
  kind: ReminderKind,
  room: RoomLink | null,
): OutgoingEmail {
  const when =
    kind === "2h"
      ? `आज ${formatIndiaTime(row.appointmentDate, "hi")} बजे`
      : `${formatIndiaDate(row.appointmentDate, "hi")} को ${formatIndiaTime(row.appointmentDate, "hi")} बजे`;
  return {
    to: recipient.to,
    purpose: `appointment-reminder-${kind}`,
    subject: `याद दिला रहे हैं: आपका अपॉइंटमेंट ${when}`,
    text: [
      `नमस्ते ${recipient.firstName},`,
      "",
      `याद दिला रहे हैं, आपका अपॉइंटमेंट ${when} है (भारत का समय):`,
      ...hindiDetails(row, room),
      ...hindiRoomNote(room),
      "",
      ...hindiHowToChange(recipient),
      "",
      "ये याद-संदेश आपको इसलिए मिल रहे हैं क्योंकि आपने इन्हें माँगा था। बंद करने के लिए अपने खाते के निजता वाले हिस्से में याद-संदेशों की सहमति वापस लें, या हमें बताएँ।",
    ].join("\n"),
  };
}

/**
 * Queues the mail for a change just written in `tx`, so the mail and the change commit together.
 * Returns whether a mail was queued.
 */
export async function enqueueAppointmentEmail(
  tx: Prisma.TransactionClient,
  appointmentId: string,
  kind: AppointmentMailKind,
): Promise<boolean> {
  const row = await tx.appointment.findUnique({
    where: { id: appointmentId },
    select: appointmentMailSelect,
  });
  const recipient = row ? recipientOf(row) : null;
  if (!row || !recipient) return false;
  const room = kind === "cancelled" ? null : await roomLinkFor(tx, row);
  await enqueueEmail(tx, appointmentEmail(row, recipient, kind, room));
  // And by SMS or WhatsApp, when she chose one (lib/messaging/appointment-messages.ts).
  await enqueueAppointmentMessage(tx, row, kind);
  return true;
}
