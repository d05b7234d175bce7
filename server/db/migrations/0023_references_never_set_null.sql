ALTER TABLE "packing" DROP CONSTRAINT "packing_invoice_invoice_id_fk";

--> statement-breakpoint
ALTER TABLE "invoice_payment" DROP CONSTRAINT "invoice_payment_reverses_invoice_payment_id_fk";

--> statement-breakpoint
ALTER TABLE "bath_analysis" DROP CONSTRAINT "bath_analysis_addition_chemical_out_id_fk";

--> statement-breakpoint
ALTER TABLE "packing" ADD CONSTRAINT "packing_invoice_invoice_id_fk" FOREIGN KEY ("invoice") REFERENCES "public"."invoice"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "invoice_payment" ADD CONSTRAINT "invoice_payment_reverses_invoice_payment_id_fk" FOREIGN KEY ("reverses") REFERENCES "public"."invoice_payment"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "bath_analysis" ADD CONSTRAINT "bath_analysis_addition_chemical_out_id_fk" FOREIGN KEY ("addition") REFERENCES "public"."chemical_out"("id") ON DELETE no action ON UPDATE no action;
