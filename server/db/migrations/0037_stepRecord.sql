CREATE TABLE "step_record" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"job" uuid NOT NULL,
	"step" integer NOT NULL,
	"action" text NOT NULL,
	"kind" text,
	"station" text,
	"tank" uuid,
	"tankState" text,
	"tankReason" text,
	"quantityIn" integer,
	"quantityOut" integer,
	"lossReason" text,
	"notes" text,
	"operator" text,
	"createdAt" timestamp with time zone DEFAULT now() NOT NULL,
	"updatedAt" timestamp with time zone DEFAULT now() NOT NULL,
	"createdById" uuid,
	"updatedById" uuid
);

--> statement-breakpoint
ALTER TABLE "step_record" ADD CONSTRAINT "step_record_job_job_id_fk" FOREIGN KEY ("job") REFERENCES "public"."job"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "step_record" ADD CONSTRAINT "step_record_tank_tank_id_fk" FOREIGN KEY ("tank") REFERENCES "public"."tank"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "step_record_created_at" ON "step_record" USING btree ("createdAt");
--> statement-breakpoint
CREATE INDEX "step_record_job" ON "step_record" USING btree ("job");
--> statement-breakpoint
CREATE INDEX "step_record_tank" ON "step_record" USING btree ("tank");
--> statement-breakpoint
CREATE INDEX "step_record_station_trgm" ON "step_record" USING gin ("station" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "step_record_tankReason_trgm" ON "step_record" USING gin ("tankReason" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "step_record_lossReason_trgm" ON "step_record" USING gin ("lossReason" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "step_record_notes_trgm" ON "step_record" USING gin ("notes" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "step_record_operator_trgm" ON "step_record" USING gin ("operator" gin_trgm_ops);
