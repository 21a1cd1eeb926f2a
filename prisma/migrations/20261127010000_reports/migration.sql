-- CreateEnum
CREATE TYPE "ReportKind" AS ENUM ('report', 'prescription');

-- AlterEnum
-- A report or prescription in her access log. Not used in this migration, so it may run in the
-- same transaction as the rest
ALTER TYPE "AccessSubject" ADD VALUE 'report';

-- CreateTable
CREATE TABLE "reports" (
    "id" UUID NOT NULL,
    "patient_id" UUID NOT NULL,
    "doctor_id" UUID NOT NULL,
    "appointment_id" UUID NOT NULL,
    "kind" "ReportKind" NOT NULL,
    "title" TEXT NOT NULL,
    "content_type" TEXT NOT NULL,
    "byte_size" INTEGER NOT NULL,
    "bytes" BYTEA NOT NULL,
    "file_name" TEXT NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "reports_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "reports_patient_id_created_at_idx" ON "reports"("patient_id", "created_at");

-- CreateIndex
CREATE INDEX "reports_doctor_id_created_at_idx" ON "reports"("doctor_id", "created_at");

-- CreateIndex
CREATE INDEX "reports_appointment_id_idx" ON "reports"("appointment_id");

-- AddForeignKey
ALTER TABLE "reports" ADD CONSTRAINT "reports_patient_id_fkey" FOREIGN KEY ("patient_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "reports" ADD CONSTRAINT "reports_doctor_id_fkey" FOREIGN KEY ("doctor_id") REFERENCES "users"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "reports" ADD CONSTRAINT "reports_appointment_id_fkey" FOREIGN KEY ("appointment_id") REFERENCES "appointments"("id") ON DELETE RESTRICT ON UPDATE CASCADE;



-- Rules the Prisma schema language cannot express. No semicolons in comments or function bodies.

-- Files are at most 5 MB (lib/reports.ts MAX_REPORT_BYTES, checked by the upload action too), of
-- the four types the site accepts, and the size column is the stored file's.
ALTER TABLE "reports" ADD CONSTRAINT "reports_size_check" CHECK ("byte_size" > 0 AND "byte_size" <= 5242880 AND "byte_size" = octet_length("bytes"));
ALTER TABLE "reports" ADD CONSTRAINT "reports_type_check" CHECK ("content_type" IN ('application/pdf', 'image/jpeg', 'image/png', 'image/webp'));
-- The title as the form trims it, and a download name that needs no quoting in a header.
ALTER TABLE "reports" ADD CONSTRAINT "reports_title_check" CHECK ("title" = btrim("title") AND char_length("title") BETWEEN 1 AND 120);
ALTER TABLE "reports" ADD CONSTRAINT "reports_file_name_check" CHECK ("file_name" ~ '^[a-z0-9-]{1,80}\.(pdf|jpg|png|webp)$');
