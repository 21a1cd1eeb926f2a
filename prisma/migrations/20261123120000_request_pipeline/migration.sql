-- CreateEnum
CREATE TYPE "ContactMethod" AS ENUM ('phone_call', 'whatsapp', 'sms', 'email');

-- CreateEnum
CREATE TYPE "ContactWindow" AS ENUM ('anytime', 'morning', 'afternoon', 'evening');

-- CreateEnum
CREATE TYPE "RequestKind" AS ENUM ('consultation', 'video', 'question');

-- CreateEnum
CREATE TYPE "RequestCloseReason" AS ENUM ('not_needed', 'duplicate', 'unreachable');

-- CreateEnum
CREATE TYPE "RequestEventType" AS ENUM ('created', 'linked', 'claimed', 'contacted', 'scheduled', 'closed');

-- AlterTable
ALTER TABLE "consultation_requests" ADD COLUMN     "appointment_id" UUID,
ADD COLUMN     "close_reason" "RequestCloseReason",
ADD COLUMN     "closed_at" TIMESTAMPTZ(3),
ADD COLUMN     "contact_method" "ContactMethod" NOT NULL DEFAULT 'phone_call',
ADD COLUMN     "contact_window" "ContactWindow" NOT NULL DEFAULT 'anytime',
ADD COLUMN     "coordinator_id" UUID,
ADD COLUMN     "kind" "RequestKind" NOT NULL DEFAULT 'consultation',
ADD COLUMN     "no_calls" BOOLEAN NOT NULL DEFAULT false;

-- CreateTable
CREATE TABLE "request_events" (
    "id" UUID NOT NULL,
    "request_id" UUID NOT NULL,
    "type" "RequestEventType" NOT NULL,
    "actor_id" UUID,
    "note" TEXT,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "request_events_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "request_events_request_id_created_at_idx" ON "request_events"("request_id", "created_at");

-- CreateIndex
CREATE UNIQUE INDEX "consultation_requests_appointment_id_key" ON "consultation_requests"("appointment_id");

-- CreateIndex
CREATE INDEX "consultation_requests_coordinator_id_status_idx" ON "consultation_requests"("coordinator_id", "status");

-- AddForeignKey
ALTER TABLE "consultation_requests" ADD CONSTRAINT "consultation_requests_coordinator_id_fkey" FOREIGN KEY ("coordinator_id") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "consultation_requests" ADD CONSTRAINT "consultation_requests_appointment_id_fkey" FOREIGN KEY ("appointment_id") REFERENCES "appointments"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "request_events" ADD CONSTRAINT "request_events_request_id_fkey" FOREIGN KEY ("request_id") REFERENCES "consultation_requests"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "request_events" ADD CONSTRAINT "request_events_actor_id_fkey" FOREIGN KEY ("actor_id") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE CASCADE;


-- Rules the Prisma schema language cannot express. No semicolons in comments.

-- 'Please don't call me' leaves only the written channels.
ALTER TABLE "consultation_requests" ADD CONSTRAINT "consultation_requests_no_calls_check" CHECK (NOT "no_calls" OR "contact_method" <> 'phone_call');

-- A scheduled request names its appointment, and a closed one says why and when.
ALTER TABLE "consultation_requests" ADD CONSTRAINT "consultation_requests_scheduled_check" CHECK ("status" <> 'scheduled' OR "appointment_id" IS NOT NULL);
ALTER TABLE "consultation_requests" ADD CONSTRAINT "consultation_requests_closed_check" CHECK ("status" <> 'closed' OR ("close_reason" IS NOT NULL AND "closed_at" IS NOT NULL));

-- The coordinator's queue: open requests, newest first within each urgency.
CREATE INDEX "consultation_requests_open_queue_idx" ON "consultation_requests" ("urgency", "created_at") WHERE "status" IN ('new', 'claimed', 'contacted');
