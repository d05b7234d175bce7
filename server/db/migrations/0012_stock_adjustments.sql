CREATE TABLE "stock_adjustment" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"product" uuid NOT NULL,
	"date" date NOT NULL,
	"quantity" integer NOT NULL,
	"reason" text NOT NULL,
	"notes" text,
	"recordedBy" text,
	"createdAt" timestamp with time zone DEFAULT now() NOT NULL,
	"updatedAt" timestamp with time zone DEFAULT now() NOT NULL,
	"createdById" uuid,
	"updatedById" uuid
);

--> statement-breakpoint
ALTER TABLE "product" ADD COLUMN "openingStock" integer;
--> statement-breakpoint
ALTER TABLE "stock_adjustment" ADD CONSTRAINT "stock_adjustment_product_product_id_fk" FOREIGN KEY ("product") REFERENCES "public"."product"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "stock_adjustment_created_at" ON "stock_adjustment" USING btree ("createdAt");
--> statement-breakpoint
CREATE INDEX "stock_adjustment_product" ON "stock_adjustment" USING btree ("product");
--> statement-breakpoint
CREATE INDEX "stock_adjustment_notes_trgm" ON "stock_adjustment" USING gin ("notes" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "stock_adjustment_recordedBy_trgm" ON "stock_adjustment" USING gin ("recordedBy" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "stock_adjustment_date_order" ON "stock_adjustment" USING btree ("date");
--> statement-breakpoint
-- On hand becomes a ledger (resources/stockAdjustment.ts): each product's opening stock is what on hand held
-- beyond received - shipped, and whatever on hand cannot explain that way (typed below it, or below zero)
-- becomes one count adjustment, so on hand = opening + received - shipped + adjustments, never below zero.
WITH moved AS (
  SELECT p."id",
    COALESCE((SELECT sum(s."quantity") FROM "shipper" s WHERE s."product" = p."id"), 0)
      - COALESCE((SELECT sum(k."quantity") FROM "packing" k WHERE k."product" = p."id" AND k."status" = 'Active'), 0) AS net,
    GREATEST(COALESCE(p."inventory", 0), 0) AS on_hand
  FROM "product" p
)
UPDATE "product" p SET "openingStock" = GREATEST(m.on_hand - m.net, 0), "inventory" = m.on_hand
FROM moved m WHERE m."id" = p."id";
--> statement-breakpoint
INSERT INTO "stock_adjustment" ("product", "date", "quantity", "reason", "notes", "recordedBy")
SELECT p."id", CURRENT_DATE, d.diff, 'count', 'On hand before stock adjustments were recorded', NULL
FROM "product" p
CROSS JOIN LATERAL (SELECT p."inventory" - p."openingStock"
  - COALESCE((SELECT sum(s."quantity") FROM "shipper" s WHERE s."product" = p."id"), 0)
  + COALESCE((SELECT sum(k."quantity") FROM "packing" k WHERE k."product" = p."id" AND k."status" = 'Active'), 0) AS diff) d
WHERE d.diff <> 0;
