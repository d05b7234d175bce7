CREATE TABLE "packing" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"valueID" integer NOT NULL,
	"status" text NOT NULL,
	"date" date NOT NULL,
	"notes" text,
	"po" text,
	"rma" text,
	"customer" uuid NOT NULL,
	"shipper" uuid NOT NULL,
	"product" uuid NOT NULL,
	"quantity" integer NOT NULL,
	"createdAt" timestamp with time zone DEFAULT now() NOT NULL,
	"updatedAt" timestamp with time zone DEFAULT now() NOT NULL,
	"createdById" uuid,
	"updatedById" uuid,
	"importHash" text
);

--> statement-breakpoint
ALTER TABLE "packing" ADD CONSTRAINT "packing_customer_customer_id_fk" FOREIGN KEY ("customer") REFERENCES "public"."customer"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "packing" ADD CONSTRAINT "packing_shipper_shipper_id_fk" FOREIGN KEY ("shipper") REFERENCES "public"."shipper"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "packing" ADD CONSTRAINT "packing_product_product_id_fk" FOREIGN KEY ("product") REFERENCES "public"."product"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
CREATE UNIQUE INDEX "packing_import_hash" ON "packing" USING btree ("importHash");
--> statement-breakpoint
CREATE INDEX "packing_created_at" ON "packing" USING btree ("createdAt");
--> statement-breakpoint
CREATE UNIQUE INDEX "packing_valueID" ON "packing" USING btree ("valueID");
--> statement-breakpoint
CREATE INDEX "packing_customer" ON "packing" USING btree ("customer");
--> statement-breakpoint
CREATE INDEX "packing_shipper" ON "packing" USING btree ("shipper");
--> statement-breakpoint
CREATE INDEX "packing_product" ON "packing" USING btree ("product");
