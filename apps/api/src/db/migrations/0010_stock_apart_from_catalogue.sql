CREATE TABLE "stock_state" (
	"id" smallint PRIMARY KEY NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
-- An order changes stock, not the catalogue: a write to a product that changes its stock alone
-- raises the stock version (in 16 slots, as the catalogue version is), any other write the
-- catalogue version. Caches drop what they hold when the catalogue version moves; stock may show
-- a few seconds late, while every order is still checked against the stock in the table.
INSERT INTO stock_state (id, version) SELECT slot, 0 FROM generate_series(1, 16) AS slot;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION product_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE'
    AND (to_jsonb(NEW) - 'stock' - 'updated_at') = (to_jsonb(OLD) - 'stock' - 'updated_at') THEN
    IF NEW.stock IS DISTINCT FROM OLD.stock THEN
      UPDATE stock_state SET version = version + 1 WHERE id = 1 + pg_backend_pid() % 16;
    END IF;
    RETURN NULL;
  END IF;
  UPDATE catalogue_state SET version = version + 1 WHERE id = 1 + pg_backend_pid() % 16;
  RETURN NULL;
END
$$;
--> statement-breakpoint
DROP TRIGGER products_changed ON products;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER products_changed AFTER INSERT OR UPDATE OR DELETE ON products
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION product_changed();
