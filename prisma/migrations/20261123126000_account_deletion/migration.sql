-- AlterTable
ALTER TABLE "users" ADD COLUMN     "deletion_due_at" TIMESTAMPTZ(3),
ADD COLUMN     "deletion_requested_at" TIMESTAMPTZ(3);


-- Asked and due go together, and the erasure job looks for what is due. No semicolons in comments.
ALTER TABLE "users" ADD CONSTRAINT "users_deletion_check" CHECK (("deletion_requested_at" IS NULL) = ("deletion_due_at" IS NULL));
CREATE INDEX "users_deletion_due_idx" ON "users" ("deletion_due_at") WHERE "deletion_due_at" IS NOT NULL;
