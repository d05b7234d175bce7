CREATE INDEX "product_part_order" ON "product" USING btree ("part");
--> statement-breakpoint
CREATE INDEX "shipper_dashboard_months" ON "shipper" USING btree ("date","quantity");
--> statement-breakpoint
CREATE INDEX "packing_dashboard_months" ON "packing" USING btree ("date","status","quantity");
--> statement-breakpoint
CREATE INDEX "invoice_dashboard_months" ON "invoice" USING btree ("date","status","total","paid");
--> statement-breakpoint
CREATE INDEX "invoice_dashboard_open" ON "invoice" USING btree ("status","total");
--> statement-breakpoint
CREATE INDEX "chemical_name_order" ON "chemical" USING btree ("name");
--> statement-breakpoint
CREATE INDEX "recipe_recipe_order" ON "recipe" USING btree ("recipe");
--> statement-breakpoint
CREATE INDEX "chemical_in_date_order" ON "chemical_in" USING btree ("date");
--> statement-breakpoint
CREATE INDEX "chemical_out_date_order" ON "chemical_out" USING btree ("date");
--> statement-breakpoint
CREATE INDEX "audit_log_timestamp_order" ON "audit_log" USING btree ("timestamp");
