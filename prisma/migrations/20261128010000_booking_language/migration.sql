-- The language she booked in: the mails about the request are written in it. Earlier requests were all made in English.
-- CreateEnum
CREATE TYPE "Language" AS ENUM ('en', 'hi');

-- AlterTable
ALTER TABLE "consultation_requests" ADD COLUMN     "locale" "Language" NOT NULL DEFAULT 'en';

