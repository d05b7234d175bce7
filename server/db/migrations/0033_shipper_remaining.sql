ALTER TABLE "shipper" ADD COLUMN "remaining" integer GENERATED ALWAYS AS (coalesce("quantity", 0) - coalesce("packed", 0)) STORED;
