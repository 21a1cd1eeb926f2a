-- Verified e-mail (issue 16, item 1). users.email_verified_at records that she opened the link sent
-- to her address. Bookings are linked to an account by e-mail only once it is set, and a doctor or
-- coordinator is approved only once it is set. Existing accounts start unverified: nobody has proved
-- they hold their address yet, and an e-mail match alone must never hand a booking to anyone.
--
-- Tokens and claim codes are stored as SHA-256 hashes only, like password_resets.

-- AlterTable
ALTER TABLE "consultation_requests" ADD COLUMN     "email_linked_at" TIMESTAMPTZ(3);

-- AlterTable
ALTER TABLE "users" ADD COLUMN     "email_verified_at" TIMESTAMPTZ(3),
ADD COLUMN     "linked_notice_seen_at" TIMESTAMPTZ(3);

-- CreateTable
CREATE TABLE "email_verifications" (
    "id" UUID NOT NULL,
    "user_id" UUID NOT NULL,
    "email" TEXT NOT NULL,
    "token_hash" TEXT NOT NULL,
    "expires_at" TIMESTAMPTZ(3) NOT NULL,
    "used_at" TIMESTAMPTZ(3),
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "email_verifications_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "booking_claims" (
    "id" UUID NOT NULL,
    "request_id" UUID NOT NULL,
    "user_id" UUID NOT NULL,
    "code_hash" TEXT NOT NULL,
    "attempts" INTEGER NOT NULL DEFAULT 0,
    "expires_at" TIMESTAMPTZ(3) NOT NULL,
    "used_at" TIMESTAMPTZ(3),
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "booking_claims_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "email_verifications_token_hash_key" ON "email_verifications"("token_hash");

-- CreateIndex
CREATE INDEX "email_verifications_user_id_idx" ON "email_verifications"("user_id");

-- CreateIndex
CREATE INDEX "booking_claims_user_id_created_at_idx" ON "booking_claims"("user_id", "created_at");

-- CreateIndex
CREATE INDEX "booking_claims_request_id_idx" ON "booking_claims"("request_id");

-- AddForeignKey
ALTER TABLE "email_verifications" ADD CONSTRAINT "email_verifications_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "booking_claims" ADD CONSTRAINT "booking_claims_request_id_fkey" FOREIGN KEY ("request_id") REFERENCES "consultation_requests"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "booking_claims" ADD CONSTRAINT "booking_claims_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;


-- A new address is an unconfirmed one, whatever changed it (the profile form, the owner, a
-- script): the database clears the mark, so no code path can carry it over. The function body is an
-- E-string whose statement ends are written as \073 (see 20261123100000_appointment_overlap).
CREATE FUNCTION "users_email_change_unverifies"() RETURNS trigger LANGUAGE plpgsql AS E'
BEGIN
  IF NEW."email" IS DISTINCT FROM OLD."email" THEN
    NEW."email_verified_at" := NULL\073
  END IF\073
  RETURN NEW\073
END
';

CREATE TRIGGER "users_email_change_unverifies"
  BEFORE UPDATE OF "email" ON "users"
  FOR EACH ROW EXECUTE FUNCTION "users_email_change_unverifies"();
