-- AlterTable
ALTER TABLE "appointments" ALTER COLUMN "patient_id" DROP NOT NULL;


-- An appointment without an account is always one a coordinator scheduled from a booking: the
-- request names the patient until she links it. No semicolons in comments.
