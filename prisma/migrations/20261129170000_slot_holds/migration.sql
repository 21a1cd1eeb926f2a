-- Holds on free times while she books (issue 37, lib/appointments/holds.ts): a time she chose is
-- kept for her for a few minutes, and no one else is offered it meanwhile.
--
-- Two live holds of one doctor never overlap. As for appointments (migration
-- 20261123100000_appointment_overlap) this is a trigger, not EXCLUDE USING gist over a tstzrange:
-- the exclusion constraint needs btree_gist for the uuid column, which the embedded database
-- (PGlite) does not load. A trigger can also do what an exclusion constraint cannot: skip holds
-- whose expiry has passed, so an expired hold never blocks (holdSlot deletes them too).
--
-- Under concurrency it locks the doctor's row in users first (FOR NO KEY UPDATE), the same lock the
-- appointments' trigger takes: a second hold, or an appointment, for that doctor waits for the
-- first to commit, then sees it. Touching holds do not overlap. A hold lasts at most 8 hours (the
-- CHECK below, the visits' own limit), so the search looks back 8 hours and is one range scan of
-- slot_holds_doctor_id_starts_at_idx.
--
-- The function body is an E-string whose statement ends are written as the escape \073: the driver
-- adapter that applies migrations splits scripts on every literal semicolon character.

-- CreateTable
CREATE TABLE "slot_holds" (
    "id" UUID NOT NULL,
    "doctor_id" UUID NOT NULL,
    "starts_at" TIMESTAMPTZ(3) NOT NULL,
    "ends_at" TIMESTAMPTZ(3) NOT NULL,
    "holder" TEXT NOT NULL,
    "expires_at" TIMESTAMPTZ(3) NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "slot_holds_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "slot_holds_doctor_id_starts_at_idx" ON "slot_holds"("doctor_id", "starts_at");

-- CreateIndex
CREATE INDEX "slot_holds_holder_idx" ON "slot_holds"("holder");

-- CreateIndex
CREATE INDEX "slot_holds_expires_at_idx" ON "slot_holds"("expires_at");

-- AddForeignKey
ALTER TABLE "slot_holds" ADD CONSTRAINT "slot_holds_doctor_id_fkey" FOREIGN KEY ("doctor_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- A hold is a stretch of one visit: it ends after it starts, within the visits' 8-hour limit.
ALTER TABLE "slot_holds" ADD CONSTRAINT "slot_holds_range_check" CHECK ("starts_at" < "ends_at" AND "ends_at" <= "starts_at" + interval '8 hours');

CREATE FUNCTION "slot_holds_refuse_overlap"() RETURNS trigger LANGUAGE plpgsql AS E'
BEGIN
  PERFORM 1 FROM "users" WHERE "id" = NEW."doctor_id" FOR NO KEY UPDATE\073

  IF EXISTS (
    SELECT 1 FROM "slot_holds" AS h
    WHERE h."doctor_id" = NEW."doctor_id"
      AND h."id" <> NEW."id"
      AND h."expires_at" > now()
      AND h."starts_at" > NEW."starts_at" - interval ''8 hours''
      AND h."starts_at" < NEW."ends_at"
      AND h."ends_at" > NEW."starts_at"
  ) THEN
    RAISE EXCEPTION USING
      ERRCODE = ''exclusion_violation'',
      CONSTRAINT = ''slot_holds_doctor_no_overlap'',
      MESSAGE = ''slot_holds_doctor_no_overlap: the doctor already has a live hold at this time''\073
  END IF\073
  RETURN NEW\073
END
';

CREATE TRIGGER "slot_holds_doctor_no_overlap"
  BEFORE INSERT OR UPDATE OF "doctor_id", "starts_at", "ends_at", "expires_at"
  ON "slot_holds"
  FOR EACH ROW EXECUTE FUNCTION "slot_holds_refuse_overlap"();
