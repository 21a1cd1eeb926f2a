import "server-only";
import { consentWording, type ConsentPurpose } from "@/content/consents";
import type { Prisma } from "@/lib/generated/prisma/client";
import type { OutgoingEmail } from "@/lib/mail/outbox";
import type { QueuedMessage, TextTarget } from "@/lib/messaging/outbox";
import type { BookingInput } from "@/lib/validations/booking";

/**
 * A booking's rows in plain SQL, in two statements (issue 38, the booking path): the request, then
 * its "created" event, her consents, her text opt-out lifted and her e-mail. Every other statement
 * a booking made went through Prisma's query compiler, which took about 40% of the booking
 * action's CPU under a rush (docs/performance.md); these are the same rows, written by one
 * statement each inside the caller's transaction, so a refusal after them still rolls them back.
 * The enums' stored labels are the form's values ("second-opinion": Prisma maps its names to them).
 */

export type InsertedRequest = { id: string; reference: string };

/**
 * Her request, unless one with her idempotency key (or, very rarely, the reference drawn) is
 * already stored: ON CONFLICT DO NOTHING, so a second request with the same key waits for the
 * first one's transaction, then inserts nothing, however many arrive at once.
 */
export async function insertRequest(
  tx: Prisma.TransactionClient,
  booking: BookingInput,
  {
    detailsHash,
    reference,
    patientId,
    now,
  }: { detailsHash: string; reference: string; patientId: string | null; now: Date },
): Promise<InsertedRequest | undefined> {
  const rows = await tx.$queryRaw<InsertedRequest[]>`
    INSERT INTO "consultation_requests" (
      "id", "idempotency_key", "idempotency_hash", "reference", "first_name", "last_name", "email",
      "phone", "age", "preferred_date", "preferred_time", "consultation_type", "symptoms",
      "previous_treatment", "urgency", "kind", "contact_method", "no_calls", "contact_window",
      "topic", "city", "locale", "patient_id", "privacy_consent", "privacy_consent_at",
      "communication_consent", "communication_consent_at", "status", "updated_at"
    ) VALUES (
      gen_random_uuid(), ${booking.idempotencyKey}, ${detailsHash}, ${reference},
      ${booking.firstName}, ${booking.lastName}, ${booking.email}, ${booking.phone}, ${booking.age},
      ${booking.preferredDate}::date, ${booking.preferredTime},
      ${booking.consultationType}::"ConsultationType",
      ${booking.symptoms ?? null}, ${booking.previousTreatment ?? null},
      ${booking.urgency}::"Urgency", ${booking.kind}::"RequestKind",
      ${booking.contactMethod}::"ContactMethod", ${booking.noCalls},
      ${booking.contactWindow}::"ContactWindow", ${booking.topic || null}, ${booking.city || null},
      ${booking.locale}::"Language", ${patientId}::uuid, true, ${now},
      ${booking.communicationConsent}, ${booking.communicationConsent ? now : null},
      'new', CURRENT_TIMESTAMP
    )
    ON CONFLICT DO NOTHING
    RETURNING "id"::text AS "id", "reference"`;
  return rows[0];
}

/**
 * What comes with a new request, in one statement: its "created" event (by her, when signed in),
 * the consents she gave on the form (care always; reminders and offers when ticked), her earlier
 * STOP on the channel she now asks for lifted, and `email` and `message` queued when given. The
 * message needs none of enqueueMessage's checks: the same statement lifts her STOP on its channel
 * and records the care consent it is sent under.
 */
export async function recordRequest(
  tx: Prisma.TransactionClient,
  request: InsertedRequest,
  booking: BookingInput,
  {
    patientId,
    text,
    email,
    message,
    now,
  }: {
    patientId: string | null;
    text: TextTarget | null;
    email: OutgoingEmail | null;
    message: QueuedMessage | null;
    now: Date;
  },
): Promise<void> {
  const given: ConsentPurpose[] = [
    "care",
    ...(booking.communicationConsent ? (["reminders"] as const) : []),
    ...(booking.offersConsent ? (["offers"] as const) : []),
  ];
  const versions = given.map((purpose) => consentWording[purpose].version);
  const attachments = email?.attachments ? JSON.stringify(email.attachments) : null;
  await tx.$executeRaw`
    WITH "event" AS (
      INSERT INTO "request_events" ("id", "request_id", "type", "actor_id")
      VALUES (gen_random_uuid(), ${request.id}::uuid, 'created', ${patientId}::uuid)
    ), "consent" AS (
      INSERT INTO "consents" ("id", "purpose", "version", "method", "given_at", "request_id", "user_id")
      SELECT gen_random_uuid(), "given"."purpose"::"ConsentPurpose", "given"."version",
             'booking_form', ${now}, ${request.id}::uuid, ${patientId}::uuid
        FROM unnest(${given}::text[], ${versions}::text[]) AS "given"("purpose", "version")
    ), "opt_in" AS (
      DELETE FROM "message_opt_outs"
       WHERE "channel" = ${text?.channel ?? null}::"MessageChannel" AND "address" = ${text?.to ?? null}
    ), "message" AS (
      INSERT INTO "outbox_messages" (
        "id", "channel", "to", "kind", "locale", "params", "next_attempt", "request_id", "user_id",
        "appointment_id"
      )
      SELECT gen_random_uuid(), ${message?.channel ?? null}::"MessageChannel", ${message?.to ?? null},
             ${message?.kind ?? null}, ${message?.locale ?? null}::"Language",
             ${message ? JSON.stringify(message.params) : null}::jsonb, ${message?.nextAttempt ?? null},
             ${message?.requestId ?? null}::uuid, ${message?.userId ?? null}::uuid,
             ${message?.appointmentId ?? null}::uuid
       WHERE ${message !== null}
    )
    INSERT INTO "outbox_emails" ("id", "to", "subject", "text", "purpose", "attachments")
    SELECT gen_random_uuid(), ${email?.to ?? null}, ${email?.subject ?? null}, ${email?.text ?? null},
           ${email?.purpose ?? null}, ${attachments}::jsonb
     WHERE ${email !== null}`;
}
