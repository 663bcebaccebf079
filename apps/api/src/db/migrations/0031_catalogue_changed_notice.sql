-- Every api process on PostgreSQL keeps the catalogue's and the stock's versions for a moment
-- instead of reading them for each request (plugins/catalogue-cache.ts). An edit of the catalogue
-- through any process reaches the others at once: the commit that raises the catalogue version
-- notifies them (NOTIFY is sent at commit, once per transaction). Stock is shown a few seconds
-- late by design, so orders notify no one and commit without queueing on the notice.
CREATE FUNCTION catalogue_state_raised() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('catalogue_changed', '');
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER catalogue_state_raised AFTER UPDATE ON catalogue_state
  FOR EACH STATEMENT EXECUTE FUNCTION catalogue_state_raised();
