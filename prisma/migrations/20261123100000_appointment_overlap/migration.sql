-- A doctor is never booked into two overlapping appointments. The database refuses the write, so
-- no code path (an action, a script, two coordinators saving at the same instant) can get around it.
--
-- Why a trigger and not an exclusion constraint: EXCLUDE USING gist (doctor_id WITH =, range WITH &&)
-- needs the btree_gist extension for the uuid column, which the embedded database (PGlite) does not
-- load. The trigger works on both.
--
-- How it stays correct under concurrency: before looking for an overlap it locks the doctor's row in
-- users (FOR NO KEY UPDATE: it serialises writers of that doctor's appointments but, unlike FOR
-- UPDATE, does not block foreign-key checks of other tables on that row). A second transaction
-- booking the same doctor waits for the first to commit, then its check sees the first booking.
--
-- Cancelled appointments hold no slot. Touching intervals do not overlap (10:00-10:30 and
-- 10:30-11:00 are both fine). The search looks back at most 8 hours, which the duration limit
-- below makes exact, so it is one short range scan of appointments_doctor_id_appointment_date_idx.
--
-- The function body is an E-string whose statement ends are written as the escape \073: the driver
-- adapter that applies migrations splits scripts on every literal semicolon character.

ALTER TABLE "appointments" ADD CONSTRAINT "appointments_duration_minutes_max_check" CHECK ("duration_minutes" <= 480);

CREATE FUNCTION "appointments_refuse_overlap"() RETURNS trigger LANGUAGE plpgsql AS E'
BEGIN
  IF NEW."status" = ''cancelled'' THEN
    RETURN NEW\073
  END IF\073
  IF TG_OP = ''UPDATE''
     AND OLD."status" <> ''cancelled''
     AND NEW."doctor_id" = OLD."doctor_id"
     AND NEW."appointment_date" = OLD."appointment_date"
     AND NEW."duration_minutes" = OLD."duration_minutes" THEN
    RETURN NEW\073
  END IF\073

  PERFORM 1 FROM "users" WHERE "id" = NEW."doctor_id" FOR NO KEY UPDATE\073

  IF EXISTS (
    SELECT 1 FROM "appointments" AS a
    WHERE a."doctor_id" = NEW."doctor_id"
      AND a."id" <> NEW."id"
      AND a."status" <> ''cancelled''
      AND a."appointment_date" > NEW."appointment_date" - interval ''8 hours''
      AND a."appointment_date" < NEW."appointment_date" + make_interval(mins => NEW."duration_minutes")
      AND a."appointment_date" + make_interval(mins => a."duration_minutes") > NEW."appointment_date"
  ) THEN
    RAISE EXCEPTION USING
      ERRCODE = ''exclusion_violation'',
      CONSTRAINT = ''appointments_doctor_no_overlap'',
      MESSAGE = ''appointments_doctor_no_overlap: the doctor already has an appointment at this time''\073
  END IF\073
  RETURN NEW\073
END
';

CREATE TRIGGER "appointments_doctor_no_overlap"
  BEFORE INSERT OR UPDATE OF "doctor_id", "appointment_date", "duration_minutes", "status"
  ON "appointments"
  FOR EACH ROW EXECUTE FUNCTION "appointments_refuse_overlap"();
