ALTER TABLE "invoice" ADD COLUMN "voidReason" text;
--> statement-breakpoint
CREATE INDEX "invoice_voidReason_trgm" ON "invoice" USING gin ("voidReason" gin_trgm_ops);
