-- Search: each product's search vector (name > brand > category > description, 'simple' words so
-- that names and brands are not stemmed away) and the dictionary of words used to correct typos.
CREATE FUNCTION products_search_refresh() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.search_vector :=
    setweight(to_tsvector('simple', coalesce(NEW.name, '')), 'A') ||
    setweight(to_tsvector('simple', coalesce(NEW.brand, '')), 'B') ||
    setweight(to_tsvector('simple', coalesce((SELECT name FROM categories WHERE id = NEW.category_id), '')), 'C') ||
    setweight(to_tsvector('simple', coalesce(NEW.description, '')), 'D');
  INSERT INTO search_words (word)
    SELECT unnest(tsvector_to_array(NEW.search_vector))
    ON CONFLICT DO NOTHING;
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER products_search_refresh
  BEFORE INSERT OR UPDATE OF name, brand, description, category_id ON products
  FOR EACH ROW EXECUTE FUNCTION products_search_refresh();
--> statement-breakpoint
CREATE FUNCTION categories_rename_refresh() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE products SET category_id = category_id WHERE category_id = NEW.id;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER categories_rename_refresh
  AFTER UPDATE OF name ON categories
  FOR EACH ROW WHEN (OLD.name IS DISTINCT FROM NEW.name)
  EXECUTE FUNCTION categories_rename_refresh();
--> statement-breakpoint
UPDATE products SET category_id = category_id;
--> statement-breakpoint
-- The catalogue's version goes up with every write to what the storefront shows, inside the
-- writing transaction, so a cached listing is known to be stale the moment the write commits.
INSERT INTO catalogue_state (id, version) VALUES (1, 0) ON CONFLICT DO NOTHING;
--> statement-breakpoint
CREATE FUNCTION catalogue_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE catalogue_state SET version = version + 1 WHERE id = 1;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER products_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON products
  FOR EACH STATEMENT EXECUTE FUNCTION catalogue_changed();
--> statement-breakpoint
CREATE TRIGGER product_images_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON product_images
  FOR EACH STATEMENT EXECUTE FUNCTION catalogue_changed();
--> statement-breakpoint
CREATE TRIGGER categories_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON categories
  FOR EACH STATEMENT EXECUTE FUNCTION catalogue_changed();
--> statement-breakpoint
CREATE TRIGGER reviews_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON reviews
  FOR EACH STATEMENT EXECUTE FUNCTION catalogue_changed();
