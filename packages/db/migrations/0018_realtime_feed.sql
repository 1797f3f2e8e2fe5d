-- The realtime feed (decision 0109): every path that ends a session or a membership tells the hubs of
-- every instance, in the transaction that ends it, so their sockets stop at once (delivered on commit only).
CREATE FUNCTION "realtime_session_ended"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('tapline_realtime', json_build_object('type', 'session.ended', 'sessionId', OLD.id)::text);
  RETURN OLD;
END $$;
--> statement-breakpoint
CREATE TRIGGER "auth_sessions_realtime_ended" AFTER DELETE ON "auth_sessions" FOR EACH ROW EXECUTE FUNCTION "realtime_session_ended"();
--> statement-breakpoint
CREATE FUNCTION "realtime_membership_ended"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('tapline_realtime', json_build_object('type', 'membership.ended', 'organisationId', OLD.organisation_id, 'userId', OLD.user_id)::text);
  RETURN OLD;
END $$;
--> statement-breakpoint
CREATE TRIGGER "memberships_realtime_ended" AFTER DELETE ON "memberships" FOR EACH ROW EXECUTE FUNCTION "realtime_membership_ended"();
