ALTER TABLE "settings" ADD COLUMN "analysisStaleDays" integer DEFAULT 7 NOT NULL;
