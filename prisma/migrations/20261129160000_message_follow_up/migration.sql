-- Staff see what reached her (issue 36, item 5). A text message's time in the staff views is when
-- its state last changed, kept by a trigger, so every writer (the sender, a gateway's delivery
-- report, a STOP reply) sets it without knowing about it. A failed message stays on the
-- coordinators' Tasks until someone calls her instead: when, and who, and a line in her request's
-- history.

-- AlterEnum
ALTER TYPE "RequestEventType" ADD VALUE 'message_followed_up';

-- AlterTable
ALTER TABLE "outbox_messages" ADD COLUMN     "followed_up_at" TIMESTAMPTZ(3),
ADD COLUMN     "followed_up_by" UUID,
ADD COLUMN     "state_changed_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP;

-- The messages already there: the best time known for where each stands.
UPDATE "outbox_messages" SET "state_changed_at" = COALESCE("delivered_at", "sent_at", "created_at");

-- AddForeignKey
ALTER TABLE "outbox_messages" ADD CONSTRAINT "outbox_messages_followed_up_by_fkey" FOREIGN KEY ("followed_up_by") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- A change of state stamps the time, unless the same statement sets the time itself. The body is
-- an E-string with its statement ends written \073: the driver adapter that applies migrations
-- splits scripts on every literal semicolon (see 20261123100000_appointment_overlap).
CREATE FUNCTION "outbox_message_state_changed"() RETURNS trigger LANGUAGE plpgsql AS E'
BEGIN
  IF NEW."state_changed_at" IS NOT DISTINCT FROM OLD."state_changed_at" THEN
    NEW."state_changed_at" := now()\073
  END IF\073
  RETURN NEW\073
END
';

CREATE TRIGGER outbox_messages_state_changed
BEFORE UPDATE OF "state" ON "outbox_messages"
FOR EACH ROW
WHEN (OLD."state" IS DISTINCT FROM NEW."state")
EXECUTE FUNCTION "outbox_message_state_changed"();

-- The coordinators' "Messages that did not reach her": failed and nobody has called her yet,
-- newest first.
CREATE INDEX "outbox_messages_not_reached_idx" ON "outbox_messages" ("state_changed_at" DESC) WHERE "state" = 'failed' AND "followed_up_at" IS NULL;
