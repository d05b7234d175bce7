CREATE TABLE "day_sum" (
	"chart" text NOT NULL,
	"day" date NOT NULL,
	"quantity" numeric DEFAULT '0' NOT NULL,
	"total" numeric DEFAULT '0' NOT NULL,
	"paid" numeric DEFAULT '0' NOT NULL,
	CONSTRAINT "day_sum_chart_day_pk" PRIMARY KEY("chart","day")
);

--> statement-breakpoint
DROP INDEX "shipper_dashboard_months";
--> statement-breakpoint
DROP INDEX "packing_dashboard_months";
--> statement-breakpoint
DROP INDEX "invoice_dashboard_months";
--> statement-breakpoint
-- Written by hand below (drizzle-kit does not describe triggers): every statement that writes a charted
-- table adds its change to "day_sum" in the same transaction (docs/architecture.md#dashboard-sums).
-- Arguments: the chart, the status whose records are left out ('' for none), then the summed columns,
-- as declared in resources/kit/dashboard.ts (tests/api/day-sums.test.ts checks the two agree).
-- Per statement, not per row: an import of thousands of rows makes one grouped change, its days locked in order.
CREATE FUNCTION "day_sum_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  skipped text := nullif(TG_ARGV[1], '');
  summed text[] := TG_ARGV[2:];
  changes text := CASE TG_OP
    WHEN 'INSERT' THEN 'SELECT *, 1 AS sign FROM new_rows'
    WHEN 'DELETE' THEN 'SELECT *, -1 AS sign FROM old_rows'
    ELSE 'SELECT *, 1 AS sign FROM new_rows UNION ALL SELECT *, -1 FROM old_rows' END;
  kept text := CASE WHEN skipped IS NULL THEN 'true' ELSE format('"status" IS DISTINCT FROM %L', skipped) END;
  sums text := (SELECT string_agg(format('sum(sign * coalesce(%I, 0))', c), ', ') FROM unnest(summed) c);
  nonzero text := (SELECT string_agg(format('sum(sign * coalesce(%I, 0)) <> 0', c), ' OR ') FROM unnest(summed) c);
  added text := (SELECT string_agg(format('%1$I = "day_sum".%1$I + excluded.%1$I', c), ', ') FROM unnest(summed) c);
BEGIN
  -- Days whose sums did not move (an edit of a note, a status between kept ones) are not written, nor locked.
  EXECUTE format(
    'INSERT INTO "day_sum" ("chart", "day", %s) SELECT $1, "date", %s FROM (%s) changed'
    ' WHERE "date" IS NOT NULL AND %s GROUP BY "date" HAVING %s ORDER BY "date"'
    ' ON CONFLICT ("chart", "day") DO UPDATE SET %s',
    (SELECT string_agg(format('%I', c), ', ') FROM unnest(summed) c), sums, changes, kept, nonzero, added)
  USING TG_ARGV[0];
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE FUNCTION "day_sum_emptied"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM "day_sum" WHERE "chart" = TG_ARGV[0];
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "day_sum_inserted" AFTER INSERT ON "shipper" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "day_sum_changed"('received', '', 'quantity');
--> statement-breakpoint
CREATE TRIGGER "day_sum_updated" AFTER UPDATE ON "shipper" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "day_sum_changed"('received', '', 'quantity');
--> statement-breakpoint
CREATE TRIGGER "day_sum_deleted" AFTER DELETE ON "shipper" REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "day_sum_changed"('received', '', 'quantity');
--> statement-breakpoint
CREATE TRIGGER "day_sum_emptied" AFTER TRUNCATE ON "shipper"
  FOR EACH STATEMENT EXECUTE FUNCTION "day_sum_emptied"('received');
--> statement-breakpoint
CREATE TRIGGER "day_sum_inserted" AFTER INSERT ON "packing" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "day_sum_changed"('shipped', 'Void', 'quantity');
--> statement-breakpoint
CREATE TRIGGER "day_sum_updated" AFTER UPDATE ON "packing" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "day_sum_changed"('shipped', 'Void', 'quantity');
--> statement-breakpoint
CREATE TRIGGER "day_sum_deleted" AFTER DELETE ON "packing" REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "day_sum_changed"('shipped', 'Void', 'quantity');
--> statement-breakpoint
CREATE TRIGGER "day_sum_emptied" AFTER TRUNCATE ON "packing"
  FOR EACH STATEMENT EXECUTE FUNCTION "day_sum_emptied"('shipped');
--> statement-breakpoint
CREATE TRIGGER "day_sum_inserted" AFTER INSERT ON "invoice" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "day_sum_changed"('billing', 'Void', 'total', 'paid');
--> statement-breakpoint
CREATE TRIGGER "day_sum_updated" AFTER UPDATE ON "invoice" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "day_sum_changed"('billing', 'Void', 'total', 'paid');
--> statement-breakpoint
CREATE TRIGGER "day_sum_deleted" AFTER DELETE ON "invoice" REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "day_sum_changed"('billing', 'Void', 'total', 'paid');
--> statement-breakpoint
CREATE TRIGGER "day_sum_emptied" AFTER TRUNCATE ON "invoice"
  FOR EACH STATEMENT EXECUTE FUNCTION "day_sum_emptied"('billing');
--> statement-breakpoint
-- The records written before this migration.
INSERT INTO "day_sum" ("chart", "day", "quantity")
  SELECT 'received', "date", sum(coalesce("quantity", 0)) FROM "shipper" WHERE "date" IS NOT NULL GROUP BY "date";
--> statement-breakpoint
INSERT INTO "day_sum" ("chart", "day", "quantity")
  SELECT 'shipped', "date", sum(coalesce("quantity", 0)) FROM "packing"
  WHERE "date" IS NOT NULL AND "status" IS DISTINCT FROM 'Void' GROUP BY "date";
--> statement-breakpoint
INSERT INTO "day_sum" ("chart", "day", "total", "paid")
  SELECT 'billing', "date", sum(coalesce("total", 0)), sum(coalesce("paid", 0)) FROM "invoice"
  WHERE "date" IS NOT NULL AND "status" IS DISTINCT FROM 'Void' GROUP BY "date";
