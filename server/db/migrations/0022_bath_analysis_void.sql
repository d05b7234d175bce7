ALTER TABLE "bath_analysis" ADD COLUMN "voided" boolean DEFAULT false NOT NULL;
--> statement-breakpoint
ALTER TABLE "bath_analysis" ADD COLUMN "voidReason" text;
--> statement-breakpoint
CREATE INDEX "bath_analysis_voidReason_trgm" ON "bath_analysis" USING gin ("voidReason" gin_trgm_ops);
