-- AlterTable
ALTER TABLE "consultation_requests" ADD COLUMN     "idempotency_hash" TEXT;

