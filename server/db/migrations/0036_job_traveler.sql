ALTER TABLE "job" ADD COLUMN "traveler" text;
--> statement-breakpoint
-- Jobs made before the traveler link existed get theirs, as a new job is given it on create.
UPDATE "job" SET "traveler" = '/api/job/' || "id" || '/traveler' WHERE "traveler" IS NULL;
