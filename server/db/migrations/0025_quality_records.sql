CREATE TABLE "specification" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"code" text NOT NULL,
	"revision" text NOT NULL,
	"classType" text,
	"title" text,
	"thicknessMin" numeric(14, 4),
	"thicknessMax" numeric(14, 4),
	"thicknessUnit" text NOT NULL,
	"bakeTemperature" numeric(14, 1),
	"bakeTemperatureUnit" text,
	"bakeHours" numeric(14, 2),
	"bakeWithinHours" numeric(14, 2),
	"requiredTests" text[] DEFAULT '{}'::text[] NOT NULL,
	"saltSprayHours" integer,
	"notes" text,
	"createdAt" timestamp with time zone DEFAULT now() NOT NULL,
	"updatedAt" timestamp with time zone DEFAULT now() NOT NULL,
	"createdById" uuid,
	"updatedById" uuid,
	"importHash" text
);

--> statement-breakpoint
CREATE TABLE "instrument" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tag" text NOT NULL,
	"kind" text NOT NULL,
	"serial" text,
	"description" text,
	"location" text,
	"status" text NOT NULL,
	"calibrationDue" date,
	"notes" text,
	"createdAt" timestamp with time zone DEFAULT now() NOT NULL,
	"updatedAt" timestamp with time zone DEFAULT now() NOT NULL,
	"createdById" uuid,
	"updatedById" uuid,
	"importHash" text
);

--> statement-breakpoint
CREATE TABLE "calibration" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"instrument" uuid NOT NULL,
	"date" date NOT NULL,
	"due" date NOT NULL,
	"calibratedBy" text NOT NULL,
	"result" text NOT NULL,
	"certificateNumber" text,
	"notes" text,
	"createdAt" timestamp with time zone DEFAULT now() NOT NULL,
	"updatedAt" timestamp with time zone DEFAULT now() NOT NULL,
	"createdById" uuid,
	"updatedById" uuid,
	"importHash" text
);

--> statement-breakpoint
CREATE TABLE "inspection" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"valueID" integer NOT NULL,
	"packing" uuid NOT NULL,
	"specification" uuid NOT NULL,
	"instrument" uuid,
	"inspectedAt" timestamp with time zone DEFAULT now() NOT NULL,
	"inspector" text,
	"readings" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"specificationRevision" text,
	"thicknessLower" numeric(14, 4),
	"thicknessUpper" numeric(14, 4),
	"thicknessUnit" text,
	"readingCount" integer,
	"thicknessMinimum" numeric(14, 4),
	"thicknessMaximum" numeric(14, 4),
	"thicknessMean" numeric(14, 4),
	"tests" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"bakeStart" timestamp with time zone,
	"bakeEnd" timestamp with time zone,
	"bakeTemperature" numeric(14, 1),
	"result" text,
	"notes" text,
	"createdAt" timestamp with time zone DEFAULT now() NOT NULL,
	"updatedAt" timestamp with time zone DEFAULT now() NOT NULL,
	"createdById" uuid,
	"updatedById" uuid,
	"importHash" text
);

--> statement-breakpoint
CREATE TABLE "nonconformance" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"valueID" integer NOT NULL,
	"date" date NOT NULL,
	"source" text NOT NULL,
	"description" text NOT NULL,
	"quantity" integer,
	"customer" uuid,
	"packing" uuid,
	"inspection" uuid,
	"tank" uuid,
	"disposition" text,
	"customerApproval" text,
	"dispositionBy" text,
	"dispositionAt" timestamp with time zone,
	"cause" text,
	"correctiveAction" text,
	"status" text NOT NULL,
	"closedAt" timestamp with time zone,
	"createdAt" timestamp with time zone DEFAULT now() NOT NULL,
	"updatedAt" timestamp with time zone DEFAULT now() NOT NULL,
	"createdById" uuid,
	"updatedById" uuid,
	"importHash" text
);

--> statement-breakpoint
ALTER TABLE "calibration" ADD CONSTRAINT "calibration_instrument_instrument_id_fk" FOREIGN KEY ("instrument") REFERENCES "public"."instrument"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "inspection" ADD CONSTRAINT "inspection_packing_packing_id_fk" FOREIGN KEY ("packing") REFERENCES "public"."packing"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "inspection" ADD CONSTRAINT "inspection_specification_specification_id_fk" FOREIGN KEY ("specification") REFERENCES "public"."specification"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "inspection" ADD CONSTRAINT "inspection_instrument_instrument_id_fk" FOREIGN KEY ("instrument") REFERENCES "public"."instrument"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "nonconformance" ADD CONSTRAINT "nonconformance_customer_customer_id_fk" FOREIGN KEY ("customer") REFERENCES "public"."customer"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "nonconformance" ADD CONSTRAINT "nonconformance_packing_packing_id_fk" FOREIGN KEY ("packing") REFERENCES "public"."packing"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "nonconformance" ADD CONSTRAINT "nonconformance_inspection_inspection_id_fk" FOREIGN KEY ("inspection") REFERENCES "public"."inspection"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "nonconformance" ADD CONSTRAINT "nonconformance_tank_tank_id_fk" FOREIGN KEY ("tank") REFERENCES "public"."tank"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
CREATE UNIQUE INDEX "specification_import_hash" ON "specification" USING btree ("importHash");
--> statement-breakpoint
CREATE INDEX "specification_created_at" ON "specification" USING btree ("createdAt");
--> statement-breakpoint
CREATE INDEX "specification_code_trgm" ON "specification" USING gin ("code" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "specification_revision_trgm" ON "specification" USING gin ("revision" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "specification_classType_trgm" ON "specification" USING gin ("classType" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "specification_title_trgm" ON "specification" USING gin ("title" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "specification_notes_trgm" ON "specification" USING gin ("notes" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "specification_code_order" ON "specification" USING btree ("code");
--> statement-breakpoint
CREATE UNIQUE INDEX "instrument_import_hash" ON "instrument" USING btree ("importHash");
--> statement-breakpoint
CREATE INDEX "instrument_created_at" ON "instrument" USING btree ("createdAt");
--> statement-breakpoint
CREATE INDEX "instrument_tag_trgm" ON "instrument" USING gin ("tag" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "instrument_serial_trgm" ON "instrument" USING gin ("serial" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "instrument_description_trgm" ON "instrument" USING gin ("description" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "instrument_location_trgm" ON "instrument" USING gin ("location" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "instrument_notes_trgm" ON "instrument" USING gin ("notes" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "instrument_tag_order" ON "instrument" USING btree ("tag");
--> statement-breakpoint
CREATE UNIQUE INDEX "calibration_import_hash" ON "calibration" USING btree ("importHash");
--> statement-breakpoint
CREATE INDEX "calibration_created_at" ON "calibration" USING btree ("createdAt");
--> statement-breakpoint
CREATE INDEX "calibration_instrument" ON "calibration" USING btree ("instrument");
--> statement-breakpoint
CREATE INDEX "calibration_calibratedBy_trgm" ON "calibration" USING gin ("calibratedBy" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "calibration_certificateNumber_trgm" ON "calibration" USING gin ("certificateNumber" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "calibration_notes_trgm" ON "calibration" USING gin ("notes" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "calibration_date_order" ON "calibration" USING btree ("date");
--> statement-breakpoint
CREATE UNIQUE INDEX "inspection_import_hash" ON "inspection" USING btree ("importHash");
--> statement-breakpoint
CREATE INDEX "inspection_created_at" ON "inspection" USING btree ("createdAt");
--> statement-breakpoint
CREATE UNIQUE INDEX "inspection_valueID" ON "inspection" USING btree ("valueID");
--> statement-breakpoint
CREATE INDEX "inspection_packing" ON "inspection" USING btree ("packing");
--> statement-breakpoint
CREATE INDEX "inspection_specification" ON "inspection" USING btree ("specification");
--> statement-breakpoint
CREATE INDEX "inspection_instrument" ON "inspection" USING btree ("instrument");
--> statement-breakpoint
CREATE INDEX "inspection_inspector_trgm" ON "inspection" USING gin ("inspector" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "inspection_specificationRevision_trgm" ON "inspection" USING gin ("specificationRevision" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "inspection_notes_trgm" ON "inspection" USING gin ("notes" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "inspection_inspectedAt_order" ON "inspection" USING btree ("inspectedAt");
--> statement-breakpoint
CREATE UNIQUE INDEX "nonconformance_import_hash" ON "nonconformance" USING btree ("importHash");
--> statement-breakpoint
CREATE INDEX "nonconformance_created_at" ON "nonconformance" USING btree ("createdAt");
--> statement-breakpoint
CREATE UNIQUE INDEX "nonconformance_valueID" ON "nonconformance" USING btree ("valueID");
--> statement-breakpoint
CREATE INDEX "nonconformance_customer" ON "nonconformance" USING btree ("customer");
--> statement-breakpoint
CREATE INDEX "nonconformance_packing" ON "nonconformance" USING btree ("packing");
--> statement-breakpoint
CREATE INDEX "nonconformance_inspection" ON "nonconformance" USING btree ("inspection");
--> statement-breakpoint
CREATE INDEX "nonconformance_tank" ON "nonconformance" USING btree ("tank");
--> statement-breakpoint
CREATE INDEX "nonconformance_description_trgm" ON "nonconformance" USING gin ("description" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "nonconformance_customerApproval_trgm" ON "nonconformance" USING gin ("customerApproval" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "nonconformance_dispositionBy_trgm" ON "nonconformance" USING gin ("dispositionBy" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "nonconformance_cause_trgm" ON "nonconformance" USING gin ("cause" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "nonconformance_correctiveAction_trgm" ON "nonconformance" USING gin ("correctiveAction" gin_trgm_ops);
