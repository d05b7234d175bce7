CREATE TABLE "invoice" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"valueID" integer NOT NULL,
	"status" text NOT NULL,
	"date" date NOT NULL,
	"dueDate" date,
	"packing" uuid NOT NULL,
	"customer" uuid NOT NULL,
	"product" uuid NOT NULL,
	"paymentDate" date,
	"unitPrice" numeric(14, 2),
	"total" numeric(14, 2),
	"check" text,
	"paid" numeric(14, 2),
	"url" text,
	"createdAt" timestamp with time zone DEFAULT now() NOT NULL,
	"updatedAt" timestamp with time zone DEFAULT now() NOT NULL,
	"createdById" uuid,
	"updatedById" uuid,
	"importHash" text
);

--> statement-breakpoint
ALTER TABLE "packing" ADD COLUMN "invoice" uuid;
--> statement-breakpoint
ALTER TABLE "packing" ADD COLUMN "url" text;
--> statement-breakpoint
ALTER TABLE "invoice" ADD CONSTRAINT "invoice_packing_packing_id_fk" FOREIGN KEY ("packing") REFERENCES "public"."packing"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "invoice" ADD CONSTRAINT "invoice_customer_customer_id_fk" FOREIGN KEY ("customer") REFERENCES "public"."customer"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "invoice" ADD CONSTRAINT "invoice_product_product_id_fk" FOREIGN KEY ("product") REFERENCES "public"."product"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
CREATE UNIQUE INDEX "invoice_import_hash" ON "invoice" USING btree ("importHash");
--> statement-breakpoint
CREATE INDEX "invoice_created_at" ON "invoice" USING btree ("createdAt");
--> statement-breakpoint
CREATE UNIQUE INDEX "invoice_valueID" ON "invoice" USING btree ("valueID");
--> statement-breakpoint
CREATE INDEX "invoice_packing" ON "invoice" USING btree ("packing");
--> statement-breakpoint
CREATE INDEX "invoice_customer" ON "invoice" USING btree ("customer");
--> statement-breakpoint
CREATE INDEX "invoice_product" ON "invoice" USING btree ("product");
--> statement-breakpoint
ALTER TABLE "packing" ADD CONSTRAINT "packing_invoice_invoice_id_fk" FOREIGN KEY ("invoice") REFERENCES "public"."invoice"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "packing_invoice" ON "packing" USING btree ("invoice");
