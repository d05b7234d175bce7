CREATE TABLE "certificate" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"packing" uuid NOT NULL,
	"number" text,
	"revision" integer,
	"releasedAt" timestamp with time zone,
	"releasedBy" text,
	"signerName" text,
	"signerTitle" text,
	"content" jsonb,
	"pdfSha256" text,
	"replaces" uuid,
	"reason" text,
	"createdAt" timestamp with time zone DEFAULT now() NOT NULL,
	"updatedAt" timestamp with time zone DEFAULT now() NOT NULL,
	"createdById" uuid,
	"updatedById" uuid
);

--> statement-breakpoint
ALTER TABLE "certificate" ADD CONSTRAINT "certificate_packing_packing_id_fk" FOREIGN KEY ("packing") REFERENCES "public"."packing"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "certificate" ADD CONSTRAINT "certificate_replaces_certificate_id_fk" FOREIGN KEY ("replaces") REFERENCES "public"."certificate"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "certificate_created_at" ON "certificate" USING btree ("createdAt");
--> statement-breakpoint
CREATE INDEX "certificate_packing" ON "certificate" USING btree ("packing");
--> statement-breakpoint
CREATE INDEX "certificate_replaces" ON "certificate" USING btree ("replaces");
--> statement-breakpoint
CREATE INDEX "certificate_number_trgm" ON "certificate" USING gin ("number" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "certificate_releasedBy_trgm" ON "certificate" USING gin ("releasedBy" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "certificate_signerName_trgm" ON "certificate" USING gin ("signerName" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "certificate_signerTitle_trgm" ON "certificate" USING gin ("signerTitle" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "certificate_pdfSha256_trgm" ON "certificate" USING gin ("pdfSha256" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "certificate_reason_trgm" ON "certificate" USING gin ("reason" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "certificate_releasedAt_order" ON "certificate" USING btree ("releasedAt");
