-- Written by hand (drizzle-kit does not describe triggers): nothing keeps users between requests any
-- more (the guard reads the caller's row on every request), so app_user's changes are no longer announced.
DROP TRIGGER IF EXISTS "app_user_changed" ON "app_user";
--> statement-breakpoint
DROP TRIGGER IF EXISTS "app_user_truncated" ON "app_user";
--> statement-breakpoint
DROP FUNCTION IF EXISTS "app_user_changed"();
