-- CreateTable
CREATE TABLE "data_breaches" (
    "id" UUID NOT NULL,
    "summary" TEXT NOT NULL,
    "measures" TEXT NOT NULL,
    "occurred_at" TIMESTAMPTZ(3) NOT NULL,
    "discovered_at" TIMESTAMPTZ(3) NOT NULL,
    "recorded_by_id" UUID,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "data_breaches_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "breach_notices" (
    "id" UUID NOT NULL,
    "breach_id" UUID NOT NULL,
    "patient_id" UUID NOT NULL,
    "notified_at" TIMESTAMPTZ(3) NOT NULL,
    "read_at" TIMESTAMPTZ(3),

    CONSTRAINT "breach_notices_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "data_breaches_created_at_idx" ON "data_breaches"("created_at");

-- CreateIndex
CREATE INDEX "breach_notices_patient_id_notified_at_idx" ON "breach_notices"("patient_id", "notified_at");

-- CreateIndex
CREATE UNIQUE INDEX "breach_notices_breach_id_patient_id_key" ON "breach_notices"("breach_id", "patient_id");

-- AddForeignKey
ALTER TABLE "data_breaches" ADD CONSTRAINT "data_breaches_recorded_by_id_fkey" FOREIGN KEY ("recorded_by_id") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "breach_notices" ADD CONSTRAINT "breach_notices_breach_id_fkey" FOREIGN KEY ("breach_id") REFERENCES "data_breaches"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "breach_notices" ADD CONSTRAINT "breach_notices_patient_id_fkey" FOREIGN KEY ("patient_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;


-- A breach cannot be discovered before it happened. No semicolons in comments.
ALTER TABLE "data_breaches" ADD CONSTRAINT "data_breaches_dates_check" CHECK ("discovered_at" >= "occurred_at");
