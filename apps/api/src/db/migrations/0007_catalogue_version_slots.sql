-- Every order changes stock, so every order raises the catalogue version at commit. With one
-- version row, each order held that row's lock until its commit was on disk, and orders went one
-- at a time. The version is now the sum of 16 slots, and a transaction raises the slot of its
-- own connection: orders on different connections rarely wait on each other. A reader still sees
-- the sum change exactly when a catalogue write commits, since each commit adds one to one slot.
INSERT INTO catalogue_state (id, version) SELECT slot, 0 FROM generate_series(2, 16) AS slot ON CONFLICT DO NOTHING;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION catalogue_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE catalogue_state SET version = version + 1 WHERE id = 1 + pg_backend_pid() % 16;
  RETURN NULL;
END
$$;
