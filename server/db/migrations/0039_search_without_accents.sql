-- Contains filters, pickers and lookups match accents aside (server/db/search-text.ts). unaccent is only
-- STABLE, so an IMMUTABLE wrapper lets trigram indexes hold the text without its accents. PGlite loads
-- the extension in server/db/client.ts; PostgreSQL has it in its contrib modules.
CREATE EXTENSION IF NOT EXISTS unaccent;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION unaccented(text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$ SELECT public.unaccent('public.unaccent'::regdictionary, $1) $$;
--> statement-breakpoint
DROP INDEX "customer_name_trgm";
--> statement-breakpoint
DROP INDEX "customer_address_trgm";
--> statement-breakpoint
DROP INDEX "customer_phone_trgm";
--> statement-breakpoint
DROP INDEX "customer_email_trgm";
--> statement-breakpoint
DROP INDEX "product_part_trgm";
--> statement-breakpoint
DROP INDEX "product_po_trgm";
--> statement-breakpoint
DROP INDEX "product_serial_trgm";
--> statement-breakpoint
DROP INDEX "product_name_trgm";
--> statement-breakpoint
DROP INDEX "product_description_trgm";
--> statement-breakpoint
DROP INDEX "product_specification_trgm";
--> statement-breakpoint
DROP INDEX "stock_adjustment_notes_trgm";
--> statement-breakpoint
DROP INDEX "stock_adjustment_recordedBy_trgm";
--> statement-breakpoint
DROP INDEX "shipper_po_trgm";
--> statement-breakpoint
DROP INDEX "shipper_rma_trgm";
--> statement-breakpoint
DROP INDEX "shipper_serial_trgm";
--> statement-breakpoint
DROP INDEX "shipper_notes_trgm";
--> statement-breakpoint
DROP INDEX "job_specification_trgm";
--> statement-breakpoint
DROP INDEX "job_holdReason_trgm";
--> statement-breakpoint
DROP INDEX "job_notes_trgm";
--> statement-breakpoint
DROP INDEX "packing_notes_trgm";
--> statement-breakpoint
DROP INDEX "packing_po_trgm";
--> statement-breakpoint
DROP INDEX "packing_rma_trgm";
--> statement-breakpoint
DROP INDEX "invoice_check_trgm";
--> statement-breakpoint
DROP INDEX "invoice_voidReason_trgm";
--> statement-breakpoint
DROP INDEX "invoice_payment_check_trgm";
--> statement-breakpoint
DROP INDEX "invoice_payment_notes_trgm";
--> statement-breakpoint
DROP INDEX "chemical_name_trgm";
--> statement-breakpoint
DROP INDEX "chemical_casNumber_trgm";
--> statement-breakpoint
DROP INDEX "chemical_supplier_trgm";
--> statement-breakpoint
DROP INDEX "chemical_location_trgm";
--> statement-breakpoint
DROP INDEX "chemical_notes_trgm";
--> statement-breakpoint
DROP INDEX "recipe_recipe_trgm";
--> statement-breakpoint
DROP INDEX "recipe_notes_trgm";
--> statement-breakpoint
DROP INDEX "tank_name_trgm";
--> statement-breakpoint
DROP INDEX "tank_line_trgm";
--> statement-breakpoint
DROP INDEX "tank_process_trgm";
--> statement-breakpoint
DROP INDEX "tank_notes_trgm";
--> statement-breakpoint
DROP INDEX "chemical_in_lot_trgm";
--> statement-breakpoint
DROP INDEX "chemical_in_supplier_trgm";
--> statement-breakpoint
DROP INDEX "chemical_in_notes_trgm";
--> statement-breakpoint
DROP INDEX "chemical_out_notes_trgm";
--> statement-breakpoint
DROP INDEX "bath_analysis_parameter_trgm";
--> statement-breakpoint
DROP INDEX "bath_analysis_analyst_trgm";
--> statement-breakpoint
DROP INDEX "bath_analysis_notes_trgm";
--> statement-breakpoint
DROP INDEX "bath_analysis_voidReason_trgm";
--> statement-breakpoint
DROP INDEX "step_record_station_trgm";
--> statement-breakpoint
DROP INDEX "step_record_tankReason_trgm";
--> statement-breakpoint
DROP INDEX "step_record_lossReason_trgm";
--> statement-breakpoint
DROP INDEX "step_record_notes_trgm";
--> statement-breakpoint
DROP INDEX "step_record_operator_trgm";
--> statement-breakpoint
DROP INDEX "specification_code_trgm";
--> statement-breakpoint
DROP INDEX "specification_revision_trgm";
--> statement-breakpoint
DROP INDEX "specification_label_trgm";
--> statement-breakpoint
DROP INDEX "specification_classType_trgm";
--> statement-breakpoint
DROP INDEX "specification_title_trgm";
--> statement-breakpoint
DROP INDEX "specification_notes_trgm";
--> statement-breakpoint
DROP INDEX "instrument_tag_trgm";
--> statement-breakpoint
DROP INDEX "instrument_serial_trgm";
--> statement-breakpoint
DROP INDEX "instrument_description_trgm";
--> statement-breakpoint
DROP INDEX "instrument_location_trgm";
--> statement-breakpoint
DROP INDEX "instrument_notes_trgm";
--> statement-breakpoint
DROP INDEX "calibration_calibratedBy_trgm";
--> statement-breakpoint
DROP INDEX "calibration_certificateNumber_trgm";
--> statement-breakpoint
DROP INDEX "calibration_notes_trgm";
--> statement-breakpoint
DROP INDEX "inspection_inspector_trgm";
--> statement-breakpoint
DROP INDEX "inspection_specificationRevision_trgm";
--> statement-breakpoint
DROP INDEX "inspection_notes_trgm";
--> statement-breakpoint
DROP INDEX "nonconformance_description_trgm";
--> statement-breakpoint
DROP INDEX "nonconformance_customerApproval_trgm";
--> statement-breakpoint
DROP INDEX "nonconformance_dispositionBy_trgm";
--> statement-breakpoint
DROP INDEX "nonconformance_cause_trgm";
--> statement-breakpoint
DROP INDEX "nonconformance_correctiveAction_trgm";
--> statement-breakpoint
DROP INDEX "certificate_number_trgm";
--> statement-breakpoint
DROP INDEX "certificate_releasedBy_trgm";
--> statement-breakpoint
DROP INDEX "certificate_signerName_trgm";
--> statement-breakpoint
DROP INDEX "certificate_signerTitle_trgm";
--> statement-breakpoint
DROP INDEX "certificate_pdfSha256_trgm";
--> statement-breakpoint
DROP INDEX "certificate_reason_trgm";
--> statement-breakpoint
DROP INDEX "audit_log_createdByEmail_trgm";
--> statement-breakpoint
CREATE INDEX "customer_name_unaccented_trgm" ON "customer" USING gin ((unaccented("name")) gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "customer_address_unaccented_trgm" ON "customer" USING gin ((unaccented("address")) gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "customer_phone_unaccented_trgm" ON "customer" USING gin ((unaccented("phone")) gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "customer_email_unaccented_trgm" ON "customer" USING gin ((unaccented("email")) gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "product_part_unaccented_trgm" ON "product" USING gin ((unaccented("part")) gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "product_po_unaccented_trgm" ON "product" USING gin ((unaccented("po")) gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "product_serial_unaccented_trgm" ON "product" USING gin ((unaccented("serial")) gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "product_name_unaccented_trgm" ON "product" USING gin ((unaccented("name")) gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "product_description_unaccented_trgm" ON "product" USING gin ((unaccented("description")) gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "product_specification_unaccented_trgm" ON "product" USING gin ((unaccented("specification")) gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "stock_adjustment_notes_unaccented_trgm" ON "stock_adjustment" USING gin ((unaccented("notes")) gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "stock_adjustment_recordedBy_unaccented_trgm" ON "stock_adjustment" USING gin ((unaccented("recordedBy")) gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "shipper_po_unaccented_trgm" ON "shipper" USING gin ((unaccented("po")) gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "shipper_rma_unaccented_trgm" ON "shipper" USING gin ((unaccented("rma")) gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "shipper_serial_unaccented_trgm" ON "shipper" USING gin ((unaccented("serial")) gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "shipper_notes_unaccented_trgm" ON "shipper" USING gin ((unaccented("notes")) gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "job_specification_unaccented_trgm" ON "job" USING gin ((unaccented("specification")) gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "job_holdReason_unaccented_trgm" ON "job" USING gin ((unaccented("holdReason")) gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "job_notes_unaccented_trgm" ON "job" USING gin ((unaccented("notes")) gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "packing_notes_unaccented_trgm" ON "packing" USING gin ((unaccented("notes")) gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "packing_po_unaccented_trgm" ON "packing" USING gin ((unaccented("po")) gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "packing_rma_unaccented_trgm" ON "packing" USING gin ((unaccented("rma")) gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "invoice_check_unaccented_trgm" ON "invoice" USING gin ((unaccented("check")) gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "invoice_voidReason_unaccented_trgm" ON "invoice" USING gin ((unaccented("voidReason")) gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "invoice_payment_check_unaccented_trgm" ON "invoice_payment" USING gin ((unaccented("check")) gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "invoice_payment_notes_unaccented_trgm" ON "invoice_payment" USING gin ((unaccented("notes")) gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "chemical_name_unaccented_trgm" ON "chemical" USING gin ((unaccented("name")) gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "chemical_casNumber_unaccented_trgm" ON "chemical" USING gin ((unaccented("casNumber")) gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "chemical_supplier_unaccented_trgm" ON "chemical" USING gin ((unaccented("supplier")) gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "chemical_location_unaccented_trgm" ON "chemical" USING gin ((unaccented("location")) gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "chemical_notes_unaccented_trgm" ON "chemical" USING gin ((unaccented("notes")) gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "recipe_recipe_unaccented_trgm" ON "recipe" USING gin ((unaccented("recipe")) gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "recipe_notes_unaccented_trgm" ON "recipe" USING gin ((unaccented("notes")) gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "tank_name_unaccented_trgm" ON "tank" USING gin ((unaccented("name")) gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "tank_line_unaccented_trgm" ON "tank" USING gin ((unaccented("line")) gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "tank_process_unaccented_trgm" ON "tank" USING gin ((unaccented("process")) gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "tank_notes_unaccented_trgm" ON "tank" USING gin ((unaccented("notes")) gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "chemical_in_lot_unaccented_trgm" ON "chemical_in" USING gin ((unaccented("lot")) gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "chemical_in_supplier_unaccented_trgm" ON "chemical_in" USING gin ((unaccented("supplier")) gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "chemical_in_notes_unaccented_trgm" ON "chemical_in" USING gin ((unaccented("notes")) gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "chemical_out_notes_unaccented_trgm" ON "chemical_out" USING gin ((unaccented("notes")) gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "bath_analysis_parameter_unaccented_trgm" ON "bath_analysis" USING gin ((unaccented("parameter")) gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "bath_analysis_analyst_unaccented_trgm" ON "bath_analysis" USING gin ((unaccented("analyst")) gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "bath_analysis_notes_unaccented_trgm" ON "bath_analysis" USING gin ((unaccented("notes")) gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "bath_analysis_voidReason_unaccented_trgm" ON "bath_analysis" USING gin ((unaccented("voidReason")) gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "step_record_station_unaccented_trgm" ON "step_record" USING gin ((unaccented("station")) gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "step_record_tankReason_unaccented_trgm" ON "step_record" USING gin ((unaccented("tankReason")) gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "step_record_lossReason_unaccented_trgm" ON "step_record" USING gin ((unaccented("lossReason")) gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "step_record_notes_unaccented_trgm" ON "step_record" USING gin ((unaccented("notes")) gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "step_record_operator_unaccented_trgm" ON "step_record" USING gin ((unaccented("operator")) gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "specification_code_unaccented_trgm" ON "specification" USING gin ((unaccented("code")) gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "specification_revision_unaccented_trgm" ON "specification" USING gin ((unaccented("revision")) gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "specification_label_unaccented_trgm" ON "specification" USING gin ((unaccented("label")) gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "specification_classType_unaccented_trgm" ON "specification" USING gin ((unaccented("classType")) gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "specification_title_unaccented_trgm" ON "specification" USING gin ((unaccented("title")) gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "specification_notes_unaccented_trgm" ON "specification" USING gin ((unaccented("notes")) gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "instrument_tag_unaccented_trgm" ON "instrument" USING gin ((unaccented("tag")) gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "instrument_serial_unaccented_trgm" ON "instrument" USING gin ((unaccented("serial")) gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "instrument_description_unaccented_trgm" ON "instrument" USING gin ((unaccented("description")) gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "instrument_location_unaccented_trgm" ON "instrument" USING gin ((unaccented("location")) gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "instrument_notes_unaccented_trgm" ON "instrument" USING gin ((unaccented("notes")) gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "calibration_calibratedBy_unaccented_trgm" ON "calibration" USING gin ((unaccented("calibratedBy")) gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "calibration_certificateNumber_unaccented_trgm" ON "calibration" USING gin ((unaccented("certificateNumber")) gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "calibration_notes_unaccented_trgm" ON "calibration" USING gin ((unaccented("notes")) gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "inspection_inspector_unaccented_trgm" ON "inspection" USING gin ((unaccented("inspector")) gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "inspection_specificationRevision_unaccented_trgm" ON "inspection" USING gin ((unaccented("specificationRevision")) gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "inspection_notes_unaccented_trgm" ON "inspection" USING gin ((unaccented("notes")) gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "nonconformance_description_unaccented_trgm" ON "nonconformance" USING gin ((unaccented("description")) gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "nonconformance_customerApproval_unaccented_trgm" ON "nonconformance" USING gin ((unaccented("customerApproval")) gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "nonconformance_dispositionBy_unaccented_trgm" ON "nonconformance" USING gin ((unaccented("dispositionBy")) gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "nonconformance_cause_unaccented_trgm" ON "nonconformance" USING gin ((unaccented("cause")) gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "nonconformance_correctiveAction_unaccented_trgm" ON "nonconformance" USING gin ((unaccented("correctiveAction")) gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "certificate_number_unaccented_trgm" ON "certificate" USING gin ((unaccented("number")) gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "certificate_releasedBy_unaccented_trgm" ON "certificate" USING gin ((unaccented("releasedBy")) gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "certificate_signerName_unaccented_trgm" ON "certificate" USING gin ((unaccented("signerName")) gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "certificate_signerTitle_unaccented_trgm" ON "certificate" USING gin ((unaccented("signerTitle")) gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "certificate_pdfSha256_unaccented_trgm" ON "certificate" USING gin ((unaccented("pdfSha256")) gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "certificate_reason_unaccented_trgm" ON "certificate" USING gin ((unaccented("reason")) gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "audit_log_createdByEmail_unaccented_trgm" ON "audit_log" USING gin ((unaccented("createdByEmail")) gin_trgm_ops);
