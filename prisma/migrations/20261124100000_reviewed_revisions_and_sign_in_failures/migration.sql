-- AlterTable
ALTER TABLE "contents" ADD COLUMN     "approved_revision" INTEGER,
ADD COLUMN     "revision" INTEGER NOT NULL DEFAULT 1;

-- CreateTable
CREATE TABLE "content_revisions" (
    "content_id" UUID NOT NULL,
    "revision" INTEGER NOT NULL,
    "title" TEXT NOT NULL,
    "excerpt" TEXT,
    "body" TEXT NOT NULL,
    "slug" TEXT NOT NULL,
    "featured_image_url" TEXT,
    "seo_title" TEXT,
    "seo_description" TEXT,
    "seo_keywords" TEXT[] DEFAULT ARRAY[]::TEXT[],
    "saved_by_id" UUID,
    "saved_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "content_revisions_pkey" PRIMARY KEY ("content_id","revision")
);

-- CreateTable
CREATE TABLE "sign_in_failure_days" (
    "user_id" UUID NOT NULL,
    "day" DATE NOT NULL,
    "failures" INTEGER NOT NULL DEFAULT 0,
    "refused" INTEGER NOT NULL DEFAULT 0,
    "last_failed_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "sign_in_failure_days_pkey" PRIMARY KEY ("user_id","day")
);

-- CreateIndex
CREATE INDEX "sign_in_failure_days_day_idx" ON "sign_in_failure_days"("day");

-- AddForeignKey
ALTER TABLE "content_revisions" ADD CONSTRAINT "content_revisions_content_id_fkey" FOREIGN KEY ("content_id") REFERENCES "contents"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "content_revisions" ADD CONSTRAINT "content_revisions_saved_by_id_fkey" FOREIGN KEY ("saved_by_id") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "sign_in_failure_days" ADD CONSTRAINT "sign_in_failure_days_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;


-- The current text of every existing post is its revision 1, and a published one was approved as is.
INSERT INTO "content_revisions" ("content_id", "revision", "title", "excerpt", "body", "slug", "featured_image_url", "seo_title", "seo_description", "seo_keywords", "saved_by_id", "saved_at")
SELECT "id", 1, "title", "excerpt", "content", "slug", "featured_image_url", "seo_title", "seo_description", "seo_keywords", "author_id", "updated_at"
FROM "contents";

UPDATE "contents" SET "approved_revision" = 1 WHERE "status" = 'published';
