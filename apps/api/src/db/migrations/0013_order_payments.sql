ALTER TABLE "orders" DROP CONSTRAINT "orders_payment_status";--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "payment_method" text DEFAULT 'delivery' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "payment_references" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "paid_by" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "hold_until" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "orders_hold_idx" ON "orders" USING btree ("hold_until") WHERE "orders"."payment_status" = 'awaiting_payment';--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_payment_method" CHECK ("orders"."payment_method" in ('delivery', 'mobile_money'));--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_payment_status" CHECK ("orders"."payment_status" in ('unpaid', 'awaiting_payment', 'payment_failed', 'paid'));