ALTER TABLE "orders" ADD COLUMN "shop_notice_pending" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "sms_outbox" ADD COLUMN "status_checked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "sms_outbox" ADD COLUMN "price" numeric(12, 4);--> statement-breakpoint
ALTER TABLE "sms_outbox" ADD COLUMN "skipped_by" text;--> statement-breakpoint
CREATE INDEX "orders_shop_notice_idx" ON "orders" USING btree ("created_at") WHERE "orders"."shop_notice_pending";--> statement-breakpoint
CREATE INDEX "orders_open_guest_phone_idx" ON "orders" USING btree ("phone_number") WHERE "orders"."customer_id" is null and "orders"."deleted_at" is null and "orders"."delivery_status" in ('pending', 'processing', 'warehouse');--> statement-breakpoint
CREATE INDEX "sms_outbox_to_idx" ON "sms_outbox" USING btree ("to","created_at") WHERE "sms_outbox"."status" <> 'skipped';--> statement-breakpoint
CREATE INDEX "sms_outbox_created_idx" ON "sms_outbox" USING btree ("created_at") WHERE "sms_outbox"."status" <> 'skipped';--> statement-breakpoint
CREATE INDEX "sms_outbox_held_back_idx" ON "sms_outbox" USING btree ("created_at") WHERE "sms_outbox"."skipped_by" is not null;