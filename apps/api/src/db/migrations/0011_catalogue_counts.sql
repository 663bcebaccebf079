CREATE TABLE "catalogue_counts" (
	"category_id" uuid PRIMARY KEY NOT NULL,
	"products" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "catalogue_counts" ADD CONSTRAINT "catalogue_counts_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Listings count their matches from catalogue_counts instead of reading every product: one row per
-- category, kept in the transaction that adds, removes or moves a product, so a listing never
-- disagrees with its own count. A statement's changes are added in category order, so two
-- statements that touch the same categories lock their rows in the same order. An update of
-- anything but the category (an order's stock, a price) does not even call a function, so orders
-- never write or wait on a count.
CREATE FUNCTION catalogue_counts_added() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO catalogue_counts AS c (category_id, products)
    SELECT category_id, count(*) FROM added_products GROUP BY category_id ORDER BY category_id
  ON CONFLICT (category_id) DO UPDATE SET products = c.products + excluded.products;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE FUNCTION catalogue_counts_removed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO catalogue_counts AS c (category_id, products)
    SELECT category_id, -count(*) FROM removed_products GROUP BY category_id ORDER BY category_id
  ON CONFLICT (category_id) DO UPDATE SET products = c.products + excluded.products;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE FUNCTION catalogue_counts_moved() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO catalogue_counts AS c (category_id, products)
    SELECT id, delta FROM (VALUES (OLD.category_id, -1), (NEW.category_id, 1)) AS m(id, delta)
    ORDER BY id
  ON CONFLICT (category_id) DO UPDATE SET products = c.products + excluded.products;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE FUNCTION catalogue_counts_emptied() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM catalogue_counts;
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- Once a statement: a bulk insert or a restore adds to each category once, not once a row.
CREATE TRIGGER products_counted_in AFTER INSERT ON products
  REFERENCING NEW TABLE AS added_products
  FOR EACH STATEMENT EXECUTE FUNCTION catalogue_counts_added();
--> statement-breakpoint
CREATE TRIGGER products_counted_out AFTER DELETE ON products
  REFERENCING OLD TABLE AS removed_products
  FOR EACH STATEMENT EXECUTE FUNCTION catalogue_counts_removed();
--> statement-breakpoint
CREATE TRIGGER products_counted_moved AFTER UPDATE OF category_id ON products
  FOR EACH ROW WHEN (OLD.category_id IS DISTINCT FROM NEW.category_id)
  EXECUTE FUNCTION catalogue_counts_moved();
--> statement-breakpoint
CREATE TRIGGER products_counted_emptied AFTER TRUNCATE ON products
  FOR EACH STATEMENT EXECUTE FUNCTION catalogue_counts_emptied();
--> statement-breakpoint
INSERT INTO catalogue_counts (category_id, products)
  SELECT category_id, count(*) FROM products GROUP BY category_id;
