-- CreateTable
CREATE TABLE "media_images" (
    "id" UUID NOT NULL,
    "content_type" TEXT NOT NULL,
    "bytes" BYTEA NOT NULL,
    "byte_size" INTEGER NOT NULL,
    "sha256" TEXT NOT NULL,
    "uploaded_by_id" UUID,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "media_images_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "media_images_sha256_key" ON "media_images"("sha256");

-- AddForeignKey
ALTER TABLE "media_images" ADD CONSTRAINT "media_images_uploaded_by_id_fkey" FOREIGN KEY ("uploaded_by_id") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE CASCADE;


-- Rules the Prisma schema language cannot express. No semicolons in comments or function bodies.

-- Images are at most 2 MB (the upload action checks it too) and of the three types the site serves.
ALTER TABLE "media_images" ADD CONSTRAINT "media_images_size_check" CHECK ("byte_size" > 0 AND "byte_size" <= 2097152 AND "byte_size" = octet_length("bytes"));
ALTER TABLE "media_images" ADD CONSTRAINT "media_images_type_check" CHECK ("content_type" IN ('image/jpeg', 'image/png', 'image/webp'));

-- Blog search: one English full-text document per article from its title, keywords, excerpt and
-- body (weighted in that order). Immutable, so an expression index can use it. Only published
-- articles are ever searched, so only they are indexed.
CREATE FUNCTION content_search_document(title text, excerpt text, keywords text[], body text)
RETURNS tsvector
LANGUAGE sql IMMUTABLE PARALLEL SAFE
AS $$
  SELECT setweight(to_tsvector('english'::regconfig, coalesce(title, '')), 'A')
    || setweight(to_tsvector('english'::regconfig, coalesce(array_to_string(keywords, ' '), '')), 'A')
    || setweight(to_tsvector('english'::regconfig, coalesce(excerpt, '')), 'B')
    || setweight(to_tsvector('english'::regconfig, coalesce(body, '')), 'C')
$$;

CREATE INDEX "contents_published_search_idx" ON "contents" USING gin (content_search_document("title", "excerpt", "seo_keywords", "content")) WHERE "status" = 'published';

-- Slugs appear in public URLs: lower-case letters, digits and single hyphens only.
ALTER TABLE "contents" ADD CONSTRAINT "contents_slug_format_check" CHECK ("slug" ~ '^[a-z0-9]+(-[a-z0-9]+)*$');

-- A published article always records who approved it and when (reviewedBy / lastReviewed).
ALTER TABLE "contents" ADD CONSTRAINT "contents_published_approval_check" CHECK ("status" <> 'published' OR ("approved_at" IS NOT NULL AND "published_at" IS NOT NULL));
