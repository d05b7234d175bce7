ALTER TABLE "settings" ADD COLUMN "mode" text DEFAULT 'light' NOT NULL;
