-- When she first opened her Reports tab after a report was added (her dashboard's "New report
-- added" until then). Reports already there count as seen: nothing new to announce.
ALTER TABLE "reports" ADD COLUMN "seen_at" TIMESTAMPTZ(3);
UPDATE "reports" SET "seen_at" = "created_at";

-- The owner's account status changes with her reason (a suspension needs one).
CREATE TABLE "account_status_changes" (
    "id" UUID NOT NULL,
    "user_id" UUID NOT NULL,
    "changed_by_id" UUID,
    "from_status" "AccountStatus" NOT NULL,
    "to_status" "AccountStatus" NOT NULL,
    "reason" TEXT,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "account_status_changes_pkey" PRIMARY KEY ("id")
);

CREATE INDEX "account_status_changes_user_id_created_at_idx" ON "account_status_changes"("user_id", "created_at");

ALTER TABLE "account_status_changes" ADD CONSTRAINT "account_status_changes_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

ALTER TABLE "account_status_changes" ADD CONSTRAINT "account_status_changes_changed_by_id_fkey" FOREIGN KEY ("changed_by_id") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE CASCADE;
