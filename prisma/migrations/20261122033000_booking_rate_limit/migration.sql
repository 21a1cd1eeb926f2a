-- A short random reference for each consultation request, quoted by the patient and the care team
-- instead of the row id. Rows stored before this migration get one here, then it becomes required.
-- AlterTable
ALTER TABLE "consultation_requests" ADD COLUMN "reference" TEXT;

UPDATE "consultation_requests"
SET "reference" = 'SC-' || upper(substr("h", 1, 5)) || '-' || upper(substr("h", 6, 5))
FROM (SELECT "id" AS "rid", md5(gen_random_uuid()::text) AS "h" FROM "consultation_requests") AS "r"
WHERE "id" = "r"."rid" AND "reference" IS NULL;

ALTER TABLE "consultation_requests" ALTER COLUMN "reference" SET NOT NULL;

-- CreateIndex
CREATE UNIQUE INDEX "consultation_requests_reference_key" ON "consultation_requests"("reference");

-- Fixed-window rate-limit counters shared by all app instances. Keys hold keyed hashes, never raw
-- IP addresses or e-mails.
-- CreateTable
CREATE TABLE "rate_limit_buckets" (
    "key" TEXT NOT NULL,
    "window_start" TIMESTAMPTZ(3) NOT NULL,
    "count" INTEGER NOT NULL DEFAULT 0,
    "expires_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "rate_limit_buckets_pkey" PRIMARY KEY ("key","window_start")
);

-- CreateIndex
CREATE INDEX "rate_limit_buckets_expires_at_idx" ON "rate_limit_buckets"("expires_at");

-- Rules the Prisma schema language cannot express. prisma migrate diff neither creates nor drops them.
ALTER TABLE "rate_limit_buckets" ADD CONSTRAINT "rate_limit_buckets_count_check" CHECK ("count" >= 0);
ALTER TABLE "rate_limit_buckets" ADD CONSTRAINT "rate_limit_buckets_window_check" CHECK ("expires_at" > "window_start");
