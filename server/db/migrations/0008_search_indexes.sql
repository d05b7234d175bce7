-- "Contains" filters (ilike '%text%') use trigram indexes; pg_trgm provides them (PGlite loads it in server/db/client.ts).
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE INDEX "customer_name_trgm" ON "customer" USING gin ("name" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "customer_address_trgm" ON "customer" USING gin ("address" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "customer_phone_trgm" ON "customer" USING gin ("phone" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "customer_email_trgm" ON "customer" USING gin ("email" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "product_part_trgm" ON "product" USING gin ("part" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "product_po_trgm" ON "product" USING gin ("po" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "product_serial_trgm" ON "product" USING gin ("serial" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "product_name_trgm" ON "product" USING gin ("name" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "product_description_trgm" ON "product" USING gin ("description" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "shipper_po_trgm" ON "shipper" USING gin ("po" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "shipper_rma_trgm" ON "shipper" USING gin ("rma" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "shipper_serial_trgm" ON "shipper" USING gin ("serial" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "shipper_notes_trgm" ON "shipper" USING gin ("notes" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "packing_notes_trgm" ON "packing" USING gin ("notes" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "packing_po_trgm" ON "packing" USING gin ("po" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "packing_rma_trgm" ON "packing" USING gin ("rma" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "invoice_check_trgm" ON "invoice" USING gin ("check" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "chemical_name_trgm" ON "chemical" USING gin ("name" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "chemical_casNumber_trgm" ON "chemical" USING gin ("casNumber" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "chemical_supplier_trgm" ON "chemical" USING gin ("supplier" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "chemical_location_trgm" ON "chemical" USING gin ("location" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "chemical_notes_trgm" ON "chemical" USING gin ("notes" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "recipe_recipe_trgm" ON "recipe" USING gin ("recipe" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "recipe_notes_trgm" ON "recipe" USING gin ("notes" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "chemical_in_lot_trgm" ON "chemical_in" USING gin ("lot" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "chemical_in_supplier_trgm" ON "chemical_in" USING gin ("supplier" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "chemical_in_notes_trgm" ON "chemical_in" USING gin ("notes" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "chemical_out_tank_trgm" ON "chemical_out" USING gin ("tank" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "chemical_out_notes_trgm" ON "chemical_out" USING gin ("notes" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "audit_log_createdByEmail_trgm" ON "audit_log" USING gin ("createdByEmail" gin_trgm_ops);
