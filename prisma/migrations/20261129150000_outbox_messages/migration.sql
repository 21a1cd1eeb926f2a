-- CreateEnum
CREATE TYPE "MessageChannel" AS ENUM ('sms', 'whatsapp');

-- CreateEnum
CREATE TYPE "MessageState" AS ENUM ('queued', 'sent', 'delivered', 'failed', 'withdrawn');

-- CreateTable
CREATE TABLE "outbox_messages" (
    "id" UUID NOT NULL,
    "channel" "MessageChannel" NOT NULL,
    "to" TEXT NOT NULL,
    "kind" TEXT NOT NULL,
    "locale" "Language" NOT NULL DEFAULT 'en',
    "params" JSONB NOT NULL,
    "state" "MessageState" NOT NULL DEFAULT 'queued',
    "provider_id" TEXT,
    "reason" TEXT,
    "attempts" INTEGER NOT NULL DEFAULT 0,
    "next_attempt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "sent_at" TIMESTAMPTZ(3),
    "delivered_at" TIMESTAMPTZ(3),
    "request_id" UUID,
    "appointment_id" UUID,
    "user_id" UUID,

    CONSTRAINT "outbox_messages_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "message_opt_outs" (
    "channel" "MessageChannel" NOT NULL,
    "address" TEXT NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "message_opt_outs_pkey" PRIMARY KEY ("channel","address")
);

-- CreateIndex
CREATE INDEX "outbox_messages_state_next_attempt_idx" ON "outbox_messages"("state", "next_attempt");

-- CreateIndex
CREATE INDEX "outbox_messages_request_id_idx" ON "outbox_messages"("request_id");

-- CreateIndex
CREATE INDEX "outbox_messages_appointment_id_idx" ON "outbox_messages"("appointment_id");

-- CreateIndex
CREATE INDEX "outbox_messages_user_id_idx" ON "outbox_messages"("user_id");

-- CreateIndex
CREATE INDEX "outbox_messages_created_at_idx" ON "outbox_messages"("created_at");

-- CreateIndex
CREATE UNIQUE INDEX "outbox_messages_channel_provider_id_key" ON "outbox_messages"("channel", "provider_id");

-- AddForeignKey
ALTER TABLE "outbox_messages" ADD CONSTRAINT "outbox_messages_request_id_fkey" FOREIGN KEY ("request_id") REFERENCES "consultation_requests"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "outbox_messages" ADD CONSTRAINT "outbox_messages_appointment_id_fkey" FOREIGN KEY ("appointment_id") REFERENCES "appointments"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "outbox_messages" ADD CONSTRAINT "outbox_messages_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

