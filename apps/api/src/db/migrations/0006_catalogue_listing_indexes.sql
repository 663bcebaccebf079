DROP INDEX "products_rating_idx";--> statement-breakpoint
DROP INDEX "products_created_idx";--> statement-breakpoint
CREATE INDEX "products_rating_created_idx" ON "products" USING btree ("rating" DESC NULLS FIRST,"created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "products_category_created_idx" ON "products" USING btree ("category_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "products_created_idx" ON "products" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);