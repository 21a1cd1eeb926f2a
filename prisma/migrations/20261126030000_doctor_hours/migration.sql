-- CreateTable
CREATE TABLE "doctor_hours" (
    "id" UUID NOT NULL,
    "doctor_id" UUID NOT NULL,
    "weekday" INTEGER NOT NULL,
    "start_minute" INTEGER NOT NULL,
    "end_minute" INTEGER NOT NULL,

    CONSTRAINT "doctor_hours_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "doctor_time_off" (
    "id" UUID NOT NULL,
    "doctor_id" UUID NOT NULL,
    "starts_at" TIMESTAMPTZ(3) NOT NULL,
    "ends_at" TIMESTAMPTZ(3) NOT NULL,
    "note" TEXT,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "doctor_time_off_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "doctor_hours_doctor_id_idx" ON "doctor_hours"("doctor_id");

-- CreateIndex
CREATE INDEX "doctor_time_off_doctor_id_starts_at_idx" ON "doctor_time_off"("doctor_id", "starts_at");

-- AddForeignKey
ALTER TABLE "doctor_hours" ADD CONSTRAINT "doctor_hours_doctor_id_fkey" FOREIGN KEY ("doctor_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "doctor_time_off" ADD CONSTRAINT "doctor_time_off_doctor_id_fkey" FOREIGN KEY ("doctor_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;


-- Hours are whole stretches of one day, and time off ends after it starts.
ALTER TABLE "doctor_hours" ADD CONSTRAINT "doctor_hours_weekday_check" CHECK ("weekday" BETWEEN 1 AND 7);
ALTER TABLE "doctor_hours" ADD CONSTRAINT "doctor_hours_range_check" CHECK ("start_minute" >= 0 AND "end_minute" <= 1440 AND "start_minute" < "end_minute");
ALTER TABLE "doctor_time_off" ADD CONSTRAINT "doctor_time_off_range_check" CHECK ("starts_at" < "ends_at");
