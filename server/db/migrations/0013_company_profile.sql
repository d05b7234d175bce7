ALTER TABLE "customer" ADD COLUMN "language" text;
--> statement-breakpoint
ALTER TABLE "product" ADD COLUMN "specification" text;
--> statement-breakpoint
ALTER TABLE "settings" ADD COLUMN "shopName" text;
--> statement-breakpoint
ALTER TABLE "settings" ADD COLUMN "address" text;
--> statement-breakpoint
ALTER TABLE "settings" ADD COLUMN "phone" text;
--> statement-breakpoint
ALTER TABLE "settings" ADD COLUMN "email" text;
--> statement-breakpoint
ALTER TABLE "settings" ADD COLUMN "website" text;
--> statement-breakpoint
ALTER TABLE "settings" ADD COLUMN "taxId" text;
--> statement-breakpoint
ALTER TABLE "settings" ADD COLUMN "logo" jsonb DEFAULT '[]'::jsonb NOT NULL;
--> statement-breakpoint
ALTER TABLE "settings" ADD COLUMN "currency" text;
--> statement-breakpoint
ALTER TABLE "settings" ADD COLUMN "documentLanguage" text;
--> statement-breakpoint
ALTER TABLE "settings" ADD COLUMN "paymentInstructions" text;
--> statement-breakpoint
ALTER TABLE "settings" ADD COLUMN "invoiceTerms" text;
--> statement-breakpoint
ALTER TABLE "settings" ADD COLUMN "certificateStatement" text;
--> statement-breakpoint
ALTER TABLE "settings" ADD COLUMN "signatoryName" text;
--> statement-breakpoint
ALTER TABLE "settings" ADD COLUMN "signatoryTitle" text;
--> statement-breakpoint
ALTER TABLE "settings" ADD COLUMN "signature" jsonb DEFAULT '[]'::jsonb NOT NULL;
--> statement-breakpoint
CREATE INDEX "product_specification_trgm" ON "product" USING gin ("specification" gin_trgm_ops);
