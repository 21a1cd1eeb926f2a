-- AlterEnum
-- Her own changes to an appointment, in the history of the booking it came from
ALTER TYPE "RequestEventType" ADD VALUE 'rescheduled';
ALTER TYPE "RequestEventType" ADD VALUE 'cancelled';
