CREATE TABLE "job" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"valueID" integer NOT NULL,
	"status" text,
	"shipper" uuid NOT NULL,
	"customer" uuid,
	"product" uuid,
	"specification" text,
	"quantity" integer NOT NULL,
	"dueDate" date,
	"priority" text NOT NULL,
	"hold" boolean DEFAULT false NOT NULL,
	"holdReason" text,
	"steps" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"shipped" integer,
	"notes" text,
	"createdAt" timestamp with time zone DEFAULT now() NOT NULL,
	"updatedAt" timestamp with time zone DEFAULT now() NOT NULL,
	"createdById" uuid,
	"updatedById" uuid,
	"importHash" text
);

--> statement-breakpoint
ALTER TABLE "product" ADD COLUMN "process" jsonb DEFAULT '[]'::jsonb NOT NULL;
--> statement-breakpoint
ALTER TABLE "packing" ADD COLUMN "job" uuid;
--> statement-breakpoint
ALTER TABLE "job" ADD CONSTRAINT "job_shipper_shipper_id_fk" FOREIGN KEY ("shipper") REFERENCES "public"."shipper"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "job" ADD CONSTRAINT "job_customer_customer_id_fk" FOREIGN KEY ("customer") REFERENCES "public"."customer"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "job" ADD CONSTRAINT "job_product_product_id_fk" FOREIGN KEY ("product") REFERENCES "public"."product"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
CREATE UNIQUE INDEX "job_import_hash" ON "job" USING btree ("importHash");
--> statement-breakpoint
CREATE INDEX "job_created_at" ON "job" USING btree ("createdAt");
--> statement-breakpoint
CREATE UNIQUE INDEX "job_valueID" ON "job" USING btree ("valueID");
--> statement-breakpoint
CREATE INDEX "job_shipper" ON "job" USING btree ("shipper");
--> statement-breakpoint
CREATE INDEX "job_customer" ON "job" USING btree ("customer");
--> statement-breakpoint
CREATE INDEX "job_product" ON "job" USING btree ("product");
--> statement-breakpoint
CREATE INDEX "job_specification_trgm" ON "job" USING gin ("specification" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "job_holdReason_trgm" ON "job" USING gin ("holdReason" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "job_notes_trgm" ON "job" USING gin ("notes" gin_trgm_ops);
--> statement-breakpoint
ALTER TABLE "packing" ADD CONSTRAINT "packing_job_job_id_fk" FOREIGN KEY ("job") REFERENCES "public"."job"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "packing_job" ON "packing" USING btree ("job");
