-- Where a visit happens: in person at the clinic of a city (content/clinics.ts, keyed by the slug
-- of the city), or by video. Before this every mail and calendar file named the Mumbai clinic.
CREATE TYPE "AppointmentMode" AS ENUM ('in_person', 'video');

ALTER TABLE "appointments" ADD COLUMN "mode" "AppointmentMode" NOT NULL DEFAULT 'in_person',
ADD COLUMN "clinic" TEXT;

-- Existing rows: video as the mails judged it (a video request, or the video visit type).
UPDATE "appointments" a SET "mode" = 'video'
WHERE a."type" = 'Video Consultation'
   OR EXISTS (SELECT 1 FROM "consultation_requests" r WHERE r."appointment_id" = a."id" AND r."kind" = 'video');

-- In person: the city she booked for, else the first city of the catalogue entry of her doctor
-- (content/doctors.ts), else Mumbai, the clinic every earlier mail named.
UPDATE "appointments" a SET "clinic" = COALESCE(
  (SELECT r."city" FROM "consultation_requests" r
    WHERE r."appointment_id" = a."id"
      AND r."city" IN ('mumbai', 'delhi', 'bangalore', 'chennai', 'hyderabad', 'kolkata', 'pune',
        'ahmedabad', 'jaipur', 'lucknow', 'kanpur', 'nagpur', 'indore', 'bhopal', 'coimbatore', 'kochi')),
  (SELECT CASE d."doctor_catalogue_id"
            WHEN 1 THEN 'mumbai' WHEN 2 THEN 'chennai' WHEN 3 THEN 'delhi'
            WHEN 4 THEN 'hyderabad' WHEN 5 THEN 'kolkata' WHEN 6 THEN 'bangalore' END
     FROM "users" d WHERE d."id" = a."doctor_id"),
  'mumbai')
WHERE a."mode" = 'in_person';

-- In person names its clinic, a video call none.
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_place_check" CHECK (
  ("mode" = 'in_person' AND "clinic" IS NOT NULL) OR ("mode" = 'video' AND "clinic" IS NULL)
);
