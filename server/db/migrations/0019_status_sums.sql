CREATE TABLE "status_sum" (
	"resource" text NOT NULL,
	"status" text NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	"total" numeric DEFAULT '0' NOT NULL,
	CONSTRAINT "status_sum_resource_status_pk" PRIMARY KEY("resource","status")
);

--> statement-breakpoint
DROP INDEX "invoice_dashboard_open";
--> statement-breakpoint
-- Written by hand below (drizzle-kit does not describe triggers), as day_sum's in 0018: every statement that
-- writes invoices adds its change to the count and total per status in the same transaction
-- (docs/architecture.md#dashboard-sums). Arguments: the resource, then the summed column.
CREATE FUNCTION "status_sum_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changes text := CASE TG_OP
    WHEN 'INSERT' THEN 'SELECT *, 1 AS sign FROM new_rows'
    WHEN 'DELETE' THEN 'SELECT *, -1 AS sign FROM old_rows'
    ELSE 'SELECT *, 1 AS sign FROM new_rows UNION ALL SELECT *, -1 FROM old_rows' END;
BEGIN
  -- A status whose count and total did not move (a note edited) is neither written nor locked.
  EXECUTE format(
    'INSERT INTO "status_sum" ("resource", "status", "count", "total")'
    ' SELECT $1, "status", sum(sign), sum(sign * coalesce(%1$I, 0)) FROM (%2$s) changed'
    ' WHERE "status" IS NOT NULL GROUP BY "status" HAVING sum(sign) <> 0 OR sum(sign * coalesce(%1$I, 0)) <> 0'
    ' ORDER BY "status" ON CONFLICT ("resource", "status") DO UPDATE'
    ' SET "count" = "status_sum"."count" + excluded."count", "total" = "status_sum"."total" + excluded."total"',
    TG_ARGV[1], changes)
  USING TG_ARGV[0];
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE FUNCTION "status_sum_emptied"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM "status_sum" WHERE "resource" = TG_ARGV[0];
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "status_sum_inserted" AFTER INSERT ON "invoice" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "status_sum_changed"('invoice', 'total');
--> statement-breakpoint
CREATE TRIGGER "status_sum_updated" AFTER UPDATE ON "invoice" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "status_sum_changed"('invoice', 'total');
--> statement-breakpoint
CREATE TRIGGER "status_sum_deleted" AFTER DELETE ON "invoice" REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "status_sum_changed"('invoice', 'total');
--> statement-breakpoint
CREATE TRIGGER "status_sum_emptied" AFTER TRUNCATE ON "invoice"
  FOR EACH STATEMENT EXECUTE FUNCTION "status_sum_emptied"('invoice');
--> statement-breakpoint
-- The invoices written before this migration.
INSERT INTO "status_sum" ("resource", "status", "count", "total")
  SELECT 'invoice', "status", count(*), sum(coalesce("total", 0)) FROM "invoice" WHERE "status" IS NOT NULL GROUP BY "status";
