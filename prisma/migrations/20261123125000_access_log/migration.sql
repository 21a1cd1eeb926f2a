-- CreateEnum
CREATE TYPE "AccessSubject" AS ENUM ('request', 'appointment', 'messages', 'profile');

-- CreateTable
CREATE TABLE "access_logs" (
    "id" UUID NOT NULL,
    "actor_id" UUID,
    "actor_role" "Role" NOT NULL,
    "actor_name" TEXT NOT NULL,
    "patient_id" UUID,
    "request_id" UUID,
    "subject" "AccessSubject" NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "access_logs_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "access_logs_patient_id_created_at_idx" ON "access_logs"("patient_id", "created_at");

-- CreateIndex
CREATE INDEX "access_logs_request_id_created_at_idx" ON "access_logs"("request_id", "created_at");

-- CreateIndex
CREATE INDEX "access_logs_actor_id_created_at_idx" ON "access_logs"("actor_id", "created_at");

-- CreateIndex
CREATE INDEX "access_logs_created_at_idx" ON "access_logs"("created_at");

-- AddForeignKey
ALTER TABLE "access_logs" ADD CONSTRAINT "access_logs_actor_id_fkey" FOREIGN KEY ("actor_id") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "access_logs" ADD CONSTRAINT "access_logs_patient_id_fkey" FOREIGN KEY ("patient_id") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "access_logs" ADD CONSTRAINT "access_logs_request_id_fkey" FOREIGN KEY ("request_id") REFERENCES "consultation_requests"("id") ON DELETE SET NULL ON UPDATE CASCADE;


-- The log is append-only. The one change allowed is a link set to NULL (ON DELETE SET NULL when an
-- account or request is erased): what happened, who and when can never be edited. The function
-- body is an E-string whose statement ends are written as the escape \073, because the driver
-- adapter that applies migrations splits scripts on every literal semicolon character.
CREATE FUNCTION "access_logs_append_only"() RETURNS trigger LANGUAGE plpgsql AS E'
BEGIN
  IF TG_OP = ''UPDATE''
     AND NEW."id" = OLD."id"
     AND NEW."subject" = OLD."subject"
     AND NEW."created_at" = OLD."created_at"
     AND NEW."actor_role" = OLD."actor_role"
     AND NEW."actor_name" = OLD."actor_name"
     AND (NEW."actor_id" IS NOT DISTINCT FROM OLD."actor_id" OR NEW."actor_id" IS NULL)
     AND (NEW."patient_id" IS NOT DISTINCT FROM OLD."patient_id" OR NEW."patient_id" IS NULL)
     AND (NEW."request_id" IS NOT DISTINCT FROM OLD."request_id" OR NEW."request_id" IS NULL) THEN
    RETURN NEW\073
  END IF\073
  RAISE EXCEPTION USING
    ERRCODE = ''insufficient_privilege'',
    MESSAGE = ''access_logs is append-only''\073
END
';

CREATE TRIGGER "access_logs_append_only"
  BEFORE UPDATE OR DELETE ON "access_logs"
  FOR EACH ROW EXECUTE FUNCTION "access_logs_append_only"();
