-- CreateTable
CREATE TABLE "next_cache_tags" (
    "tag" TEXT NOT NULL,
    "revalidated_at_ms" BIGINT NOT NULL,

    CONSTRAINT "next_cache_tags_pkey" PRIMARY KEY ("tag")
);

-- CreateIndex
CREATE INDEX "next_cache_tags_revalidated_at_ms_idx" ON "next_cache_tags"("revalidated_at_ms");

