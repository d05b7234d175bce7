ALTER TABLE "invoice" ADD COLUMN "balance" numeric(14, 2) GENERATED ALWAYS AS (coalesce("total", 0) - coalesce("paid", 0)) STORED;
