ALTER TABLE "packing" ADD COLUMN "received" integer;
--> statement-breakpoint
ALTER TABLE "packing" ADD COLUMN "remaining" integer;
--> statement-breakpoint
-- Packing lists made before: what their slip would have printed when each was made, in the order they were made
-- (the shipper's quantity now, less the Active packing lists made up to and including each one).
UPDATE "packing" p SET "received" = f.received, "remaining" = f.remaining FROM (
	SELECT k."id", s."quantity" AS received,
		GREATEST(0, s."quantity" - SUM(CASE WHEN k."status" = 'Active' THEN k."quantity" ELSE 0 END)
			OVER (PARTITION BY k."shipper" ORDER BY k."createdAt", k."id")) AS remaining
	FROM "packing" k JOIN "shipper" s ON s."id" = k."shipper"
) f WHERE f."id" = p."id";
