ALTER TABLE "product" ADD COLUMN "specifications" jsonb DEFAULT '[]'::jsonb NOT NULL;
