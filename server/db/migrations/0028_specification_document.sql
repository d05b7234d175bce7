ALTER TABLE "specification" ADD COLUMN "document" jsonb DEFAULT '[]'::jsonb NOT NULL;
