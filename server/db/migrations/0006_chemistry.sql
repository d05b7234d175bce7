CREATE TABLE "chemical" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"casNumber" text,
	"unit" text NOT NULL,
	"minimumStock" numeric(14, 3),
	"supplier" text,
	"location" text,
	"notes" text,
	"stock" numeric(14, 3),
	"lowStock" boolean DEFAULT false NOT NULL,
	"createdAt" timestamp with time zone DEFAULT now() NOT NULL,
	"updatedAt" timestamp with time zone DEFAULT now() NOT NULL,
	"createdById" uuid,
	"updatedById" uuid,
	"importHash" text
);

--> statement-breakpoint
CREATE TABLE "chemical_in" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"date" date NOT NULL,
	"chemical" uuid NOT NULL,
	"quantity" numeric(14, 3) NOT NULL,
	"lot" text,
	"supplier" text,
	"unitCost" numeric(14, 2),
	"notes" text,
	"createdAt" timestamp with time zone DEFAULT now() NOT NULL,
	"updatedAt" timestamp with time zone DEFAULT now() NOT NULL,
	"createdById" uuid,
	"updatedById" uuid,
	"importHash" text
);

--> statement-breakpoint
CREATE TABLE "chemical_out" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"date" date NOT NULL,
	"chemical" uuid NOT NULL,
	"quantity" numeric(14, 3) NOT NULL,
	"tank" text,
	"notes" text,
	"createdAt" timestamp with time zone DEFAULT now() NOT NULL,
	"updatedAt" timestamp with time zone DEFAULT now() NOT NULL,
	"createdById" uuid,
	"updatedById" uuid,
	"importHash" text
);

--> statement-breakpoint
ALTER TABLE "chemical_in" ADD CONSTRAINT "chemical_in_chemical_chemical_id_fk" FOREIGN KEY ("chemical") REFERENCES "public"."chemical"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "chemical_out" ADD CONSTRAINT "chemical_out_chemical_chemical_id_fk" FOREIGN KEY ("chemical") REFERENCES "public"."chemical"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
CREATE UNIQUE INDEX "chemical_import_hash" ON "chemical" USING btree ("importHash");
--> statement-breakpoint
CREATE INDEX "chemical_created_at" ON "chemical" USING btree ("createdAt");
--> statement-breakpoint
CREATE UNIQUE INDEX "chemical_in_import_hash" ON "chemical_in" USING btree ("importHash");
--> statement-breakpoint
CREATE INDEX "chemical_in_created_at" ON "chemical_in" USING btree ("createdAt");
--> statement-breakpoint
CREATE INDEX "chemical_in_chemical" ON "chemical_in" USING btree ("chemical");
--> statement-breakpoint
CREATE UNIQUE INDEX "chemical_out_import_hash" ON "chemical_out" USING btree ("importHash");
--> statement-breakpoint
CREATE INDEX "chemical_out_created_at" ON "chemical_out" USING btree ("createdAt");
--> statement-breakpoint
CREATE INDEX "chemical_out_chemical" ON "chemical_out" USING btree ("chemical");
