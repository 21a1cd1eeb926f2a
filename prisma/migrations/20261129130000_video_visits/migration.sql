-- Video visits in the room of the product itself (issue 35): who is in the room, and the signalling that
-- sets up the call between the two browsers. The media of the call never reach the server, and nothing of
-- what is said or shown is stored. The signals (session descriptions and network candidates, which
-- carry IP addresses) exist only while a visit runs: ending it deletes them.

CREATE TYPE "VisitPresence" AS ENUM ('away', 'waiting', 'admitted');

CREATE TABLE "video_visits" (
    "appointment_id" UUID NOT NULL,
    -- Hers: away, in the waiting room, or admitted by her doctor (in the call).
    "patient_presence" "VisitPresence" NOT NULL DEFAULT 'away',
    "doctor_present" BOOLEAN NOT NULL DEFAULT false,
    -- Each browser is last sign of life, renewed by its open event stream: a closed tab stops it,
    -- and the room stops showing her as waiting (or her doctor as there) soon after.
    "patient_seen_at" TIMESTAMPTZ(3),
    "doctor_seen_at" TIMESTAMPTZ(3),
    -- The first admission, and the end of the visit by the doctor (a no-show can end unstarted).
    "started_at" TIMESTAMPTZ(3),
    "ended_at" TIMESTAMPTZ(3),

    CONSTRAINT "video_visits_pkey" PRIMARY KEY ("appointment_id"),
    CONSTRAINT "video_visits_ended_after_start" CHECK (
        "ended_at" IS NULL OR "started_at" IS NULL OR "ended_at" >= "started_at"
    ),
    -- Nobody is in a room whose visit has ended.
    CONSTRAINT "video_visits_empty_once_ended" CHECK (
        "ended_at" IS NULL OR ("patient_presence" = 'away' AND NOT "doctor_present")
    )
);

ALTER TABLE "video_visits" ADD CONSTRAINT "video_visits_appointment_id_fkey"
    FOREIGN KEY ("appointment_id") REFERENCES "appointments"("id") ON DELETE CASCADE ON UPDATE CASCADE;

CREATE TABLE "visit_signals" (
    "id" BIGSERIAL NOT NULL,
    "appointment_id" UUID NOT NULL,
    "sender" TEXT NOT NULL,
    -- "presence": someone joined, was admitted, left, or the visit ended (no payload: the state of
    -- the room is read from video_visits). "description" and "candidate": the WebRTC offer or
    -- answer and ICE candidates, for the other browser only.
    "kind" TEXT NOT NULL,
    "payload" JSONB,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "visit_signals_pkey" PRIMARY KEY ("id"),
    CONSTRAINT "visit_signals_sender" CHECK ("sender" IN ('patient', 'doctor')),
    CONSTRAINT "visit_signals_kind" CHECK ("kind" IN ('presence', 'description', 'candidate')),
    CONSTRAINT "visit_signals_payload" CHECK (
        ("kind" = 'presence') = ("payload" IS NULL)
        AND ("payload" IS NULL OR octet_length("payload"::text) <= 32768)
    )
);

CREATE INDEX "visit_signals_appointment_id_id_idx" ON "visit_signals"("appointment_id", "id");

ALTER TABLE "visit_signals" ADD CONSTRAINT "visit_signals_appointment_id_fkey"
    FOREIGN KEY ("appointment_id") REFERENCES "video_visits"("appointment_id") ON DELETE CASCADE ON UPDATE CASCADE;

-- Every instance LISTENs on one channel (lib/video/listener.ts), so a signal written through one
-- instance reaches the browser whose event stream another instance serves. The payload names the
-- room only: the stream reads what is new from the table, so a missed notification loses nothing.
-- The body is an E-string whose statement ends are written as \073: the migration runner splits
-- on semicolons (see 20261123100000_appointment_overlap).
CREATE FUNCTION "notify_visit_signal"() RETURNS trigger LANGUAGE plpgsql AS E'
BEGIN
  PERFORM pg_notify(''visit_signals'', NEW."appointment_id"::text)\073
  RETURN NULL\073
END
';

CREATE TRIGGER "visit_signals_notify"
AFTER INSERT ON "visit_signals"
FOR EACH ROW EXECUTE FUNCTION "notify_visit_signal"();
