ALTER TABLE "settings" ADD COLUMN "paymentTermDays" jsonb DEFAULT '[]'::jsonb NOT NULL;
