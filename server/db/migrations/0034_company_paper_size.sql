ALTER TABLE "settings" ADD COLUMN "paperSize" text;
