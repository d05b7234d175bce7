-- Written by hand (drizzle-kit does not describe triggers): every change to app_user is announced
-- on 'app_user_changed', so a process that keeps users between requests (db/user-cache.ts) drops them.
CREATE FUNCTION "app_user_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('app_user_changed', '');
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "app_user_changed" AFTER INSERT OR UPDATE OR DELETE ON "app_user"
  FOR EACH STATEMENT EXECUTE FUNCTION "app_user_changed"();
--> statement-breakpoint
CREATE TRIGGER "app_user_truncated" AFTER TRUNCATE ON "app_user"
  FOR EACH STATEMENT EXECUTE FUNCTION "app_user_changed"();
