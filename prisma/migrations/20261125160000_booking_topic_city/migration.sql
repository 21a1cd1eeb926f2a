-- AlterTable
ALTER TABLE "consultation_requests" ADD COLUMN     "city" TEXT,
ADD COLUMN     "topic" TEXT;

