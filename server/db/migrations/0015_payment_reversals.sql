ALTER TABLE "invoice_payment" ADD COLUMN "reverses" uuid;
--> statement-breakpoint
ALTER TABLE "invoice_payment" ADD CONSTRAINT "invoice_payment_reverses_invoice_payment_id_fk" FOREIGN KEY ("reverses") REFERENCES "public"."invoice_payment"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "invoice_payment_reverses" ON "invoice_payment" USING btree ("reverses");
