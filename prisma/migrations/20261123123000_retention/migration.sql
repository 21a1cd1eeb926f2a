-- AlterTable
ALTER TABLE "consultation_requests" ADD COLUMN     "anonymised_at" TIMESTAMPTZ(3);


-- The retention run looks for closed requests not yet anonymised, oldest first. No semicolons in comments.
CREATE INDEX "consultation_requests_retention_idx" ON "consultation_requests" ("closed_at") WHERE "status" = 'closed' AND "anonymised_at" IS NULL;
