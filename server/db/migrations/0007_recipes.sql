CREATE TABLE "recipe" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"recipe" text NOT NULL,
	"date" date,
	"ingredients" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"notes" text,
	"createdAt" timestamp with time zone DEFAULT now() NOT NULL,
	"updatedAt" timestamp with time zone DEFAULT now() NOT NULL,
	"createdById" uuid,
	"updatedById" uuid,
	"importHash" text
);

--> statement-breakpoint
ALTER TABLE "chemical_out" ADD COLUMN "recipe" uuid;
--> statement-breakpoint
CREATE UNIQUE INDEX "recipe_import_hash" ON "recipe" USING btree ("importHash");
--> statement-breakpoint
CREATE INDEX "recipe_created_at" ON "recipe" USING btree ("createdAt");
--> statement-breakpoint
ALTER TABLE "chemical_out" ADD CONSTRAINT "chemical_out_recipe_recipe_id_fk" FOREIGN KEY ("recipe") REFERENCES "public"."recipe"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "chemical_out_recipe" ON "chemical_out" USING btree ("recipe");
