-- Every instance keeps signed-in reads in memory (src/server/lib/user-cache.ts) and forgets a user's
-- entries when these rows change. The database itself announces each change on the channel
-- preppilot_user_changed with the user's id, whichever instance, process or admin command made it,
-- so sign-out, revocation, password, profile and plan changes reach every instance. PostgreSQL sends
-- the notifications at commit, one per user and transaction however many rows changed.
CREATE FUNCTION "preppilot_notify_user_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    PERFORM pg_notify('preppilot_user_changed', OLD.user_id);
  END IF;
  IF TG_OP <> 'DELETE' THEN
    PERFORM pg_notify('preppilot_user_changed', NEW.user_id);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- The user table's own key is "id".
CREATE FUNCTION "preppilot_notify_user_row_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('preppilot_user_changed', COALESCE(NEW.id, OLD.id));
  IF TG_OP = 'UPDATE' AND NEW.id IS DISTINCT FROM OLD.id THEN
    PERFORM pg_notify('preppilot_user_changed', OLD.id);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "user_notify_changed" AFTER UPDATE OR DELETE ON "user"
  FOR EACH ROW EXECUTE FUNCTION "preppilot_notify_user_row_changed"();
--> statement-breakpoint
-- A new session holds no cached entry yet; updates (refresh) and deletes (sign-out, revocation) do.
CREATE TRIGGER "session_notify_changed" AFTER UPDATE OR DELETE ON "session"
  FOR EACH ROW EXECUTE FUNCTION "preppilot_notify_user_changed"();
--> statement-breakpoint
CREATE TRIGGER "subscriptions_notify_changed" AFTER INSERT OR UPDATE OR DELETE ON "subscriptions"
  FOR EACH ROW EXECUTE FUNCTION "preppilot_notify_user_changed"();
--> statement-breakpoint
CREATE TRIGGER "activity_events_notify_changed" AFTER INSERT OR UPDATE OR DELETE ON "activity_events"
  FOR EACH ROW EXECUTE FUNCTION "preppilot_notify_user_changed"();
--> statement-breakpoint
CREATE TRIGGER "practice_problems_notify_changed" AFTER INSERT OR UPDATE OR DELETE ON "practice_problems"
  FOR EACH ROW EXECUTE FUNCTION "preppilot_notify_user_changed"();
