ALTER TABLE "calibration" ADD COLUMN "certificate" jsonb DEFAULT '[]'::jsonb NOT NULL;
