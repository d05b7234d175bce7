ALTER TABLE "specification" ADD COLUMN "label" text;
--> statement-breakpoint
CREATE INDEX "specification_label_trgm" ON "specification" USING gin ("label" gin_trgm_ops);
--> statement-breakpoint
-- Hand-added data migration: the label the server keeps from now on, for the specifications already kept.
UPDATE "specification" SET "label" = trim("code") || ' Rev. ' || trim("revision");
