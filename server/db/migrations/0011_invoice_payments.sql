CREATE TABLE "invoice_payment" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"invoice" uuid NOT NULL,
	"date" date NOT NULL,
	"amount" numeric(14, 2) NOT NULL,
	"check" text,
	"notes" text,
	"createdAt" timestamp with time zone DEFAULT now() NOT NULL,
	"updatedAt" timestamp with time zone DEFAULT now() NOT NULL,
	"createdById" uuid,
	"updatedById" uuid
);

--> statement-breakpoint
ALTER TABLE "invoice_payment" ADD CONSTRAINT "invoice_payment_invoice_invoice_id_fk" FOREIGN KEY ("invoice") REFERENCES "public"."invoice"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "invoice_payment_created_at" ON "invoice_payment" USING btree ("createdAt");
--> statement-breakpoint
CREATE INDEX "invoice_payment_invoice" ON "invoice_payment" USING btree ("invoice");
--> statement-breakpoint
CREATE INDEX "invoice_payment_check_trgm" ON "invoice_payment" USING gin ("check" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "invoice_payment_notes_trgm" ON "invoice_payment" USING gin ("notes" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "invoice_payment_date_order" ON "invoice_payment" USING btree ("date");
--> statement-breakpoint
-- What was paid before payments were recorded one by one becomes one payment, so paid stays the sum of its payments.
INSERT INTO "invoice_payment" ("invoice", "date", "amount", "check", "notes", "createdById", "updatedById")
SELECT "id", COALESCE("paymentDate", "date"), "paid", "check", NULL, "updatedById", "updatedById"
FROM "invoice" WHERE "paid" > 0;
