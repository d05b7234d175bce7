CREATE TABLE "tank" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"line" text,
	"process" text,
	"volume" numeric(14, 3),
	"volumeUnit" text NOT NULL,
	"recipe" uuid,
	"status" text NOT NULL,
	"state" text,
	"lastAnalysed" date,
	"parameters" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"notes" text,
	"createdAt" timestamp with time zone DEFAULT now() NOT NULL,
	"updatedAt" timestamp with time zone DEFAULT now() NOT NULL,
	"createdById" uuid,
	"updatedById" uuid,
	"importHash" text
);

--> statement-breakpoint
CREATE TABLE "bath_analysis" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"analysedAt" timestamp with time zone DEFAULT now() NOT NULL,
	"tank" uuid NOT NULL,
	"parameter" text NOT NULL,
	"value" numeric(14, 3) NOT NULL,
	"unit" text,
	"flag" text,
	"target" numeric(14, 3),
	"lower" numeric(14, 3),
	"upper" numeric(14, 3),
	"method" text NOT NULL,
	"analyst" text,
	"notes" text,
	"addition" uuid,
	"createdAt" timestamp with time zone DEFAULT now() NOT NULL,
	"updatedAt" timestamp with time zone DEFAULT now() NOT NULL,
	"createdById" uuid,
	"updatedById" uuid,
	"importHash" text
);

--> statement-breakpoint
DROP INDEX "chemical_out_tank_trgm";
--> statement-breakpoint
-- Hand-added data migration: each distinct tank text of a chemical use (case and outer spaces aside)
-- becomes a tank, In use and not analysed yet, and the use names it; a blank text names none.
INSERT INTO "tank" ("name", "volumeUnit", "status", "state")
  SELECT DISTINCT ON (lower(btrim("tank"))) btrim("tank"), 'L', 'inUse', 'notAnalysed'
  FROM "chemical_out" WHERE btrim(coalesce("tank", '')) <> ''
  ORDER BY lower(btrim("tank")), btrim("tank");
--> statement-breakpoint
UPDATE "chemical_out" SET "tank" = (
  SELECT "tank"."id"::text FROM "tank" WHERE lower("tank"."name") = lower(btrim("chemical_out"."tank"))
) WHERE "tank" IS NOT NULL;
--> statement-breakpoint
ALTER TABLE "chemical_out" ALTER COLUMN "tank" SET DATA TYPE uuid USING "tank"::uuid;
--> statement-breakpoint
ALTER TABLE "tank" ADD CONSTRAINT "tank_recipe_recipe_id_fk" FOREIGN KEY ("recipe") REFERENCES "public"."recipe"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "bath_analysis" ADD CONSTRAINT "bath_analysis_tank_tank_id_fk" FOREIGN KEY ("tank") REFERENCES "public"."tank"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "bath_analysis" ADD CONSTRAINT "bath_analysis_addition_chemical_out_id_fk" FOREIGN KEY ("addition") REFERENCES "public"."chemical_out"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
CREATE UNIQUE INDEX "tank_import_hash" ON "tank" USING btree ("importHash");
--> statement-breakpoint
CREATE INDEX "tank_created_at" ON "tank" USING btree ("createdAt");
--> statement-breakpoint
CREATE INDEX "tank_recipe" ON "tank" USING btree ("recipe");
--> statement-breakpoint
CREATE INDEX "tank_name_trgm" ON "tank" USING gin ("name" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "tank_line_trgm" ON "tank" USING gin ("line" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "tank_process_trgm" ON "tank" USING gin ("process" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "tank_notes_trgm" ON "tank" USING gin ("notes" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "tank_name_order" ON "tank" USING btree ("name");
--> statement-breakpoint
CREATE UNIQUE INDEX "bath_analysis_import_hash" ON "bath_analysis" USING btree ("importHash");
--> statement-breakpoint
CREATE INDEX "bath_analysis_created_at" ON "bath_analysis" USING btree ("createdAt");
--> statement-breakpoint
CREATE INDEX "bath_analysis_tank" ON "bath_analysis" USING btree ("tank");
--> statement-breakpoint
CREATE INDEX "bath_analysis_addition" ON "bath_analysis" USING btree ("addition");
--> statement-breakpoint
CREATE INDEX "bath_analysis_parameter_trgm" ON "bath_analysis" USING gin ("parameter" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "bath_analysis_analyst_trgm" ON "bath_analysis" USING gin ("analyst" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "bath_analysis_notes_trgm" ON "bath_analysis" USING gin ("notes" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "bath_analysis_analysedAt_order" ON "bath_analysis" USING btree ("analysedAt");
--> statement-breakpoint
ALTER TABLE "chemical_out" ADD CONSTRAINT "chemical_out_tank_tank_id_fk" FOREIGN KEY ("tank") REFERENCES "public"."tank"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "chemical_out_tank" ON "chemical_out" USING btree ("tank");
