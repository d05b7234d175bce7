ALTER TABLE "packing" ADD COLUMN "certificateUrl" text;
--> statement-breakpoint
-- Hand-added data migration: every packing list already has its certificate, at the path a new one gets.
UPDATE "packing" SET "certificateUrl" = '/api/packing/' || "id"::text || '/certificate';
