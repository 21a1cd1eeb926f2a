-- AlterTable
ALTER TABLE "appointments" ADD COLUMN     "ics_sequence" INTEGER NOT NULL DEFAULT 0;

-- AlterTable
ALTER TABLE "outbox_emails" ADD COLUMN     "attachments" JSONB;

-- CreateTable
CREATE TABLE "sent_reminders" (
    "appointment_id" UUID NOT NULL,
    "kind" TEXT NOT NULL,
    "starts_at" TIMESTAMPTZ(3) NOT NULL,
    "sent_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "sent_reminders_pkey" PRIMARY KEY ("appointment_id","kind","starts_at")
);

-- AddForeignKey
ALTER TABLE "sent_reminders" ADD CONSTRAINT "sent_reminders_appointment_id_fkey" FOREIGN KEY ("appointment_id") REFERENCES "appointments"("id") ON DELETE CASCADE ON UPDATE CASCADE;


ALTER TABLE "sent_reminders" ADD CONSTRAINT "sent_reminders_kind" CHECK ("kind" IN ('24h', '2h'));
