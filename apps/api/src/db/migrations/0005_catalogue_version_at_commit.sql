-- Orders take stock product by product in id order so that two never wait on each other in a
-- cycle. But the catalogue version, raised by a statement trigger after each write, locked its one
-- row in between: an order of products 1 and 2 held the version row after product 1 while an order
-- of product 2 alone held product 2 and waited for the version row: a deadlock (and a 500). The
-- version is now raised at commit, after every other lock the transaction takes, by deferred row
-- triggers; it still changes inside the writing transaction, and a write that changes no row (a
-- refused order) no longer makes every cache stale.
DROP TRIGGER products_changed ON products;
--> statement-breakpoint
DROP TRIGGER product_images_changed ON product_images;
--> statement-breakpoint
DROP TRIGGER categories_changed ON categories;
--> statement-breakpoint
DROP TRIGGER reviews_changed ON reviews;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER products_changed AFTER INSERT OR UPDATE OR DELETE ON products
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION catalogue_changed();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER product_images_changed AFTER INSERT OR UPDATE OR DELETE ON product_images
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION catalogue_changed();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER categories_changed AFTER INSERT OR UPDATE OR DELETE ON categories
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION catalogue_changed();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER reviews_changed AFTER INSERT OR UPDATE OR DELETE ON reviews
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION catalogue_changed();
--> statement-breakpoint
-- Constraint triggers cannot fire on TRUNCATE; it takes an exclusive lock on the table anyway.
CREATE TRIGGER products_truncated AFTER TRUNCATE ON products
  FOR EACH STATEMENT EXECUTE FUNCTION catalogue_changed();
--> statement-breakpoint
CREATE TRIGGER product_images_truncated AFTER TRUNCATE ON product_images
  FOR EACH STATEMENT EXECUTE FUNCTION catalogue_changed();
--> statement-breakpoint
CREATE TRIGGER categories_truncated AFTER TRUNCATE ON categories
  FOR EACH STATEMENT EXECUTE FUNCTION catalogue_changed();
--> statement-breakpoint
CREATE TRIGGER reviews_truncated AFTER TRUNCATE ON reviews
  FOR EACH STATEMENT EXECUTE FUNCTION catalogue_changed();
