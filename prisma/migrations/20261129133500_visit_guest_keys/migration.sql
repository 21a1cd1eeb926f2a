-- A guest's way into her video visit (issue 35, item 6). She booked without an account, so the mail
-- that tells her of the visit carries a key in its link instead of asking her to sign in. The first
-- browser that opens the link inside the visit's window exchanges the key for a seat (a cookie
-- scoped to that visit), and the key is spent: the link works in that one browser only.
--
-- Only SHA-256 hashes are stored: of the key, of the seat it became, and of the booking's e-mail it
-- was sent to (the key works only while the booking still has that address). So the table opens no
-- room and names nobody, and her erasure leaves nothing of hers here.

CREATE TABLE "visit_guest_keys" (
    "id" UUID NOT NULL,
    "appointment_id" UUID NOT NULL,
    "email_hash" TEXT NOT NULL,
    "key_hash" TEXT NOT NULL,
    -- The room's closing time when the key was mailed: neither key nor seat outlives it.
    "expires_at" TIMESTAMPTZ(3) NOT NULL,
    -- When the key was exchanged, and for which seat: both or neither.
    "used_at" TIMESTAMPTZ(3),
    "seat_hash" TEXT,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "visit_guest_keys_pkey" PRIMARY KEY ("id"),
    CONSTRAINT "visit_guest_keys_spent_with_seat" CHECK (("used_at" IS NULL) = ("seat_hash" IS NULL))
);

CREATE UNIQUE INDEX "visit_guest_keys_key_hash_key" ON "visit_guest_keys"("key_hash");

CREATE UNIQUE INDEX "visit_guest_keys_seat_hash_key" ON "visit_guest_keys"("seat_hash");

CREATE INDEX "visit_guest_keys_appointment_id_idx" ON "visit_guest_keys"("appointment_id");

CREATE INDEX "visit_guest_keys_expires_at_idx" ON "visit_guest_keys"("expires_at");

ALTER TABLE "visit_guest_keys" ADD CONSTRAINT "visit_guest_keys_appointment_id_fkey"
    FOREIGN KEY ("appointment_id") REFERENCES "appointments"("id") ON DELETE CASCADE ON UPDATE CASCADE;
