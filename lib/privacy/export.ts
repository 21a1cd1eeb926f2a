import type { PrismaClient } from "@/lib/generated/prisma/client";

/**
 * 'Download my data' (issue: privacy, item 2): everything the clinic holds that is hers, and
 * nothing that is anyone else's. Other people appear only as the role and name she would see in
 * her dashboard (her doctor, her coordinator, who viewed her information). Passwords and internal
 * ids of other people never appear.
 */

/** Her account as she sees it (the profile part of the export and of her Privacy tab). */
export const accountSelect = {
  firstName: true,
  lastName: true,
  email: true,
  phone: true,
  bio: true,
  createdAt: true,
  deletionDueAt: true,
} as const;

export type ExportOptions = {
  /**
   * Whether her reports carry their files (base64). The download does; the page to read or print
   * shows only what they are, and so never reads megabytes it would not show.
   */
  files?: boolean;
};

export async function buildPatientExport(
  client: PrismaClient,
  patientId: string,
  now: Date = new Date(),
  { files = true }: ExportOptions = {},
) {
  const profile = await client.user.findUniqueOrThrow({
    where: { id: patientId },
    select: accountSelect,
  });
  const person = { select: { firstName: true, lastName: true, role: true } } as const;

  const [requests, appointments, messages, consents, accessLog, reports] = await Promise.all([
    client.consultationRequest.findMany({
      where: { patientId },
      orderBy: { createdAt: "asc" },
      select: {
        reference: true,
        kind: true,
        firstName: true,
        lastName: true,
        email: true,
        phone: true,
        age: true,
        preferredDate: true,
        preferredTime: true,
        consultationType: true,
        symptoms: true,
        previousTreatment: true,
        urgency: true,
        contactMethod: true,
        noCalls: true,
        contactWindow: true,
        topic: true,
        city: true,
        status: true,
        closeReason: true,
        createdAt: true,
        events: {
          orderBy: { createdAt: "asc" },
          select: { type: true, note: true, createdAt: true, actor: person },
        },
      },
    }),
    client.appointment.findMany({
      where: { patientId },
      orderBy: { appointmentDate: "asc" },
      select: {
        appointmentDate: true,
        durationMinutes: true,
        type: true,
        status: true,
        mode: true,
        doctor: person,
        coordinator: person,
        visit: { select: { startedAt: true, endedAt: true } },
      },
    }),
    client.message.findMany({
      where: { OR: [{ senderId: patientId }, { receiverId: patientId }] },
      orderBy: { createdAt: "asc" },
      select: {
        subject: true,
        body: true,
        status: true,
        createdAt: true,
        readAt: true,
        senderId: true,
        sender: person,
        receiver: person,
      },
    }),
    client.consent.findMany({
      where: { userId: patientId },
      orderBy: { givenAt: "asc" },
      select: {
        purpose: true,
        version: true,
        method: true,
        givenAt: true,
        withdrawnAt: true,
        withdrawMethod: true,
      },
    }),
    client.accessLog.findMany({
      where: { OR: [{ patientId }, { request: { patientId } }] },
      orderBy: { createdAt: "desc" },
      select: { actorName: true, actorRole: true, subject: true, createdAt: true },
    }),
    client.report.findMany({
      where: { patientId },
      orderBy: { createdAt: "asc" },
      select: {
        kind: true,
        title: true,
        contentType: true,
        byteSize: true,
        fileName: true,
        createdAt: true,
        bytes: files,
        doctor: person,
        appointment: { select: { appointmentDate: true } },
      },
    }),
  ]);

  const name = (p: { firstName: string; lastName: string; role: string } | null) =>
    p
      ? { name: `${p.role === "doctor" ? "Dr. " : ""}${p.firstName} ${p.lastName}`, role: p.role }
      : null;

  return {
    exportedAt: now.toISOString(),
    profile,
    consultationRequests: requests.map(({ events, ...request }) => ({
      ...request,
      history: events.map(({ actor, ...event }) => ({ ...event, by: name(actor) })),
    })),
    appointments: appointments.map(({ doctor, coordinator, visit, ...appointment }) => ({
      ...appointment,
      doctor: name(doctor),
      coordinator: name(coordinator),
      // A video appointment's visit as it happened: when it started and ended, null until then.
      // Nothing else of it exists to export: no recording, no messages, no signalling once over.
      videoVisit:
        appointment.mode === "video"
          ? { startedAt: visit?.startedAt ?? null, endedAt: visit?.endedAt ?? null }
          : null,
    })),
    messages: messages.map(({ senderId, sender, receiver, ...message }) => ({
      ...message,
      direction: senderId === patientId ? "sent" : "received",
      from: name(sender),
      to: name(receiver),
    })),
    consents,
    reports: reports.map(({ doctor, appointment, bytes, ...report }) => ({
      ...report,
      issuedBy: name(doctor),
      appointmentDate: appointment.appointmentDate,
      // The file itself, so the export holds everything: save it under fileName to open it.
      ...(bytes ? { contentBase64: Buffer.from(bytes).toString("base64") } : {}),
    })),
    accessLog: accessLog.map((entry) => ({
      viewedBy: entry.actorName,
      role: entry.actorRole,
      what: entry.subject,
      when: entry.createdAt,
    })),
  };
}
