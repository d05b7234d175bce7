ALTER TABLE "shipper" ADD COLUMN "fiscalNoteNumber" text;
--> statement-breakpoint
ALTER TABLE "shipper" ADD COLUMN "fiscalNoteKey" text;
--> statement-breakpoint
ALTER TABLE "packing" ADD COLUMN "fiscalNoteNumber" text;
--> statement-breakpoint
ALTER TABLE "packing" ADD COLUMN "fiscalNoteKey" text;
--> statement-breakpoint
ALTER TABLE "invoice" ADD COLUMN "fiscalNoteKind" text;
--> statement-breakpoint
ALTER TABLE "invoice" ADD COLUMN "fiscalNoteNumber" text;
--> statement-breakpoint
ALTER TABLE "invoice" ADD COLUMN "fiscalNoteKey" text;
--> statement-breakpoint
CREATE INDEX "shipper_fiscalNoteNumber_unaccented_trgm" ON "shipper" USING gin ((unaccented("fiscalNoteNumber")) gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "packing_fiscalNoteNumber_unaccented_trgm" ON "packing" USING gin ((unaccented("fiscalNoteNumber")) gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "invoice_fiscalNoteNumber_unaccented_trgm" ON "invoice" USING gin ((unaccented("fiscalNoteNumber")) gin_trgm_ops);
