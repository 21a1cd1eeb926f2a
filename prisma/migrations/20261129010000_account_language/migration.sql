-- The language of her own screens and mails: a patient's account keeps it (English unless she
-- chose Hindi), so a visit booked for her account without a form is written to her in it too.
ALTER TABLE "users" ADD COLUMN "locale" "Language" NOT NULL DEFAULT 'en';
