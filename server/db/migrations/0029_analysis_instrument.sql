ALTER TABLE "bath_analysis" ADD COLUMN "instrument" uuid;
--> statement-breakpoint
ALTER TABLE "settings" ADD COLUMN "analysisInstrumentRequired" boolean DEFAULT false NOT NULL;
--> statement-breakpoint
ALTER TABLE "bath_analysis" ADD CONSTRAINT "bath_analysis_instrument_instrument_id_fk" FOREIGN KEY ("instrument") REFERENCES "public"."instrument"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "bath_analysis_instrument" ON "bath_analysis" USING btree ("instrument");
