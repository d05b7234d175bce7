ALTER TABLE "settings" ADD COLUMN "pixKey" text;
--> statement-breakpoint
ALTER TABLE "settings" ADD COLUMN "city" text;
