-- CreateEnum
CREATE TYPE "ConsentPurpose" AS ENUM ('care', 'reminders', 'offers');

-- CreateEnum
CREATE TYPE "ConsentMethod" AS ENUM ('booking_form', 'patient_dashboard');

-- CreateTable
CREATE TABLE "consents" (
    "id" UUID NOT NULL,
    "purpose" "ConsentPurpose" NOT NULL,
    "version" TEXT NOT NULL,
    "method" "ConsentMethod" NOT NULL,
    "given_at" TIMESTAMPTZ(3) NOT NULL,
    "withdrawn_at" TIMESTAMPTZ(3),
    "withdraw_method" "ConsentMethod",
    "user_id" UUID,
    "request_id" UUID,

    CONSTRAINT "consents_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "consents_user_id_purpose_idx" ON "consents"("user_id", "purpose");

-- CreateIndex
CREATE INDEX "consents_request_id_idx" ON "consents"("request_id");

-- AddForeignKey
ALTER TABLE "consents" ADD CONSTRAINT "consents_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "consents" ADD CONSTRAINT "consents_request_id_fkey" FOREIGN KEY ("request_id") REFERENCES "consultation_requests"("id") ON DELETE CASCADE ON UPDATE CASCADE;


-- Rules the Prisma schema language cannot express. No semicolons in comments.

-- A consent belongs to someone: her account, or the booking she gave it with.
ALTER TABLE "consents" ADD CONSTRAINT "consents_owner_check" CHECK ("user_id" IS NOT NULL OR "request_id" IS NOT NULL);

-- A withdrawal says when and where, together.
ALTER TABLE "consents" ADD CONSTRAINT "consents_withdrawal_check" CHECK (("withdrawn_at" IS NULL) = ("withdraw_method" IS NULL));
