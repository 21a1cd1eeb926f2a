-- The coordinators' request queue, in its own order (lib/queries/requests.ts requestQueuePage):
-- new requests first, then the most urgent, then the longest waiting. Only open requests are in
-- it, so the index is partial. Without it every queue page sorted all open requests (a few
-- thousand on a busy clinic's data) to show ten. An expression index, which Prisma's schema cannot
-- describe: it lives in this migration only, like the appointments' overlap trigger.
CREATE INDEX "consultation_requests_queue_idx"
  ON "consultation_requests" ((("status" = 'new')) DESC, "urgency" DESC, "created_at", "id")
  WHERE "status" IN ('new', 'claimed', 'contacted') AND "anonymised_at" IS NULL;
