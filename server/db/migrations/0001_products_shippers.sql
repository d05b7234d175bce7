CREATE TABLE "product" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"part" text NOT NULL,
	"customer" uuid NOT NULL,
	"po" text,
	"serial" text,
	"name" text,
	"description" text,
	"price" numeric(14, 2),
	"inventory" integer,
	"createdAt" timestamp with time zone DEFAULT now() NOT NULL,
	"updatedAt" timestamp with time zone DEFAULT now() NOT NULL,
	"createdById" uuid,
	"updatedById" uuid,
	"importHash" text
);

--> statement-breakpoint
CREATE TABLE "shipper" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"valueID" integer NOT NULL,
	"date" date NOT NULL,
	"po" text,
	"rma" text,
	"serial" text,
	"customer" uuid NOT NULL,
	"product" uuid NOT NULL,
	"packed" integer,
	"quantity" integer NOT NULL,
	"notes" text,
	"createdAt" timestamp with time zone DEFAULT now() NOT NULL,
	"updatedAt" timestamp with time zone DEFAULT now() NOT NULL,
	"createdById" uuid,
	"updatedById" uuid,
	"importHash" text
);

--> statement-breakpoint
CREATE TABLE "counters" (
	"name" text PRIMARY KEY NOT NULL,
	"value" integer NOT NULL
);

--> statement-breakpoint
ALTER TABLE "product" ADD CONSTRAINT "product_customer_customer_id_fk" FOREIGN KEY ("customer") REFERENCES "public"."customer"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "shipper" ADD CONSTRAINT "shipper_customer_customer_id_fk" FOREIGN KEY ("customer") REFERENCES "public"."customer"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "shipper" ADD CONSTRAINT "shipper_product_product_id_fk" FOREIGN KEY ("product") REFERENCES "public"."product"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
CREATE UNIQUE INDEX "product_import_hash" ON "product" USING btree ("importHash");
--> statement-breakpoint
CREATE INDEX "product_created_at" ON "product" USING btree ("createdAt");
--> statement-breakpoint
CREATE INDEX "product_customer" ON "product" USING btree ("customer");
--> statement-breakpoint
CREATE UNIQUE INDEX "shipper_import_hash" ON "shipper" USING btree ("importHash");
--> statement-breakpoint
CREATE INDEX "shipper_created_at" ON "shipper" USING btree ("createdAt");
--> statement-breakpoint
CREATE UNIQUE INDEX "shipper_valueID" ON "shipper" USING btree ("valueID");
--> statement-breakpoint
CREATE INDEX "shipper_customer" ON "shipper" USING btree ("customer");
--> statement-breakpoint
CREATE INDEX "shipper_product" ON "shipper" USING btree ("product");
