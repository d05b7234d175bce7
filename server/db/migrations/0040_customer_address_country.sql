ALTER TABLE "customer" ADD COLUMN "addressNumber" text;
--> statement-breakpoint
ALTER TABLE "customer" ADD COLUMN "complement" text;
--> statement-breakpoint
ALTER TABLE "customer" ADD COLUMN "district" text;
--> statement-breakpoint
ALTER TABLE "customer" ADD COLUMN "city" text;
--> statement-breakpoint
ALTER TABLE "customer" ADD COLUMN "state" text;
--> statement-breakpoint
ALTER TABLE "customer" ADD COLUMN "postalCode" text;
--> statement-breakpoint
ALTER TABLE "customer" ADD COLUMN "country" text;
--> statement-breakpoint
ALTER TABLE "customer" ADD COLUMN "contact" text;
--> statement-breakpoint
ALTER TABLE "customer" ADD COLUMN "taxId" text;
--> statement-breakpoint
ALTER TABLE "customer" ADD COLUMN "stateRegistration" text;
--> statement-breakpoint
ALTER TABLE "settings" ADD COLUMN "addressNumber" text;
--> statement-breakpoint
ALTER TABLE "settings" ADD COLUMN "complement" text;
--> statement-breakpoint
ALTER TABLE "settings" ADD COLUMN "district" text;
--> statement-breakpoint
ALTER TABLE "settings" ADD COLUMN "state" text;
--> statement-breakpoint
ALTER TABLE "settings" ADD COLUMN "postalCode" text;
--> statement-breakpoint
ALTER TABLE "settings" ADD COLUMN "country" text;
--> statement-breakpoint
ALTER TABLE "settings" ADD COLUMN "stateRegistration" text;
--> statement-breakpoint
CREATE INDEX "customer_district_unaccented_trgm" ON "customer" USING gin ((unaccented("district")) gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "customer_city_unaccented_trgm" ON "customer" USING gin ((unaccented("city")) gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "customer_state_unaccented_trgm" ON "customer" USING gin ((unaccented("state")) gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "customer_postalCode_unaccented_trgm" ON "customer" USING gin ((unaccented("postalCode")) gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "customer_contact_unaccented_trgm" ON "customer" USING gin ((unaccented("contact")) gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "customer_taxId_unaccented_trgm" ON "customer" USING gin ((unaccented("taxId")) gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "customer_stateRegistration_unaccented_trgm" ON "customer" USING gin ((unaccented("stateRegistration")) gin_trgm_ops);
