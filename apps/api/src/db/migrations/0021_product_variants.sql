CREATE TABLE "product_variants" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"product_id" uuid NOT NULL,
	"size" text DEFAULT '' NOT NULL,
	"color" text DEFAULT '' NOT NULL,
	"sku" text,
	"price_pesewas" integer,
	"discount_pesewas" integer,
	"image_position" smallint,
	"stock" integer DEFAULT 0 NOT NULL,
	"position" smallint DEFAULT 0 NOT NULL,
	"archived_at" timestamp with time zone,
	CONSTRAINT "product_variants_stock_not_negative" CHECK ("product_variants"."stock" >= 0),
	CONSTRAINT "product_variants_price_positive" CHECK (coalesce("product_variants"."price_pesewas", 1) > 0 and coalesce("product_variants"."discount_pesewas", 1) > 0)
);
--> statement-breakpoint
CREATE TABLE "stock_changes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"product_id" uuid NOT NULL,
	"variant_id" uuid,
	"change" integer NOT NULL,
	"stock_after" integer NOT NULL,
	"reason" text NOT NULL,
	"user_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "variant_id" uuid;--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "sku" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "stock_per_variant" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "product_variants" ADD CONSTRAINT "product_variants_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_changes" ADD CONSTRAINT "stock_changes_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_changes" ADD CONSTRAINT "stock_changes_variant_id_product_variants_id_fk" FOREIGN KEY ("variant_id") REFERENCES "public"."product_variants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_changes" ADD CONSTRAINT "stock_changes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "product_variants_option_idx" ON "product_variants" USING btree ("product_id",lower("size"),lower("color")) WHERE "product_variants"."archived_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "product_variants_sku_idx" ON "product_variants" USING btree (lower("sku")) WHERE "product_variants"."sku" is not null and "product_variants"."archived_at" is null;--> statement-breakpoint
CREATE INDEX "stock_changes_product_idx" ON "stock_changes" USING btree ("product_id","created_at");--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_variant_id_product_variants_id_fk" FOREIGN KEY ("variant_id") REFERENCES "public"."product_variants"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- Every product with sizes or colours gets one variant per size x colour, in the lists' order, its
-- stock still shared (stock_per_variant false): nothing sells differently until the owner counts
-- the shelf. A list that spells one size twice (M, m) makes one variant.
INSERT INTO product_variants (product_id, size, color, position)
SELECT p.id, s.size, c.color, (row_number() OVER (PARTITION BY p.id ORDER BY s.i, c.j) - 1)::smallint
FROM products p
CROSS JOIN LATERAL unnest(CASE WHEN cardinality(p.sizes) = 0 THEN ARRAY['']::text[] ELSE p.sizes END)
  WITH ORDINALITY AS s(size, i)
CROSS JOIN LATERAL unnest(CASE WHEN cardinality(p.colors) = 0 THEN ARRAY['']::text[] ELSE p.colors END)
  WITH ORDINALITY AS c(color, j)
WHERE cardinality(p.sizes) > 0 OR cardinality(p.colors) > 0
ON CONFLICT DO NOTHING;
--> statement-breakpoint
-- The lines already sold point at the variant their size and colour name, where one does.
UPDATE order_lines l SET variant_id = v.id
FROM product_variants v
WHERE v.product_id = l.product_id
  AND lower(v.size) = lower(coalesce(l.product_size, ''))
  AND lower(v.color) = lower(coalesce(l.product_color, ''));
--> statement-breakpoint
-- A variant's own write (a SKU, a price, a picture, archived) changes the catalogue; a change of
-- its stock alone moves its product's total in the same statement, and that raises the stock
-- version (product_changed).
CREATE OR REPLACE FUNCTION product_variant_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND (to_jsonb(NEW) - 'stock') = (to_jsonb(OLD) - 'stock') THEN
    RETURN NULL;
  END IF;
  UPDATE catalogue_state SET version = version + 1 WHERE id = 1 + pg_backend_pid() % 16;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER product_variants_changed AFTER INSERT OR UPDATE OR DELETE ON product_variants
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION product_variant_changed();
