ALTER TABLE "payment_refunds" ADD COLUMN "state" text DEFAULT 'requested' NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_refunds" ADD COLUMN "gateway_refund_id" text;--> statement-breakpoint
ALTER TABLE "payment_refunds" ADD COLUMN "gateway_status" text;--> statement-breakpoint
ALTER TABLE "payment_refunds" ADD COLUMN "gateway_message" text;--> statement-breakpoint
ALTER TABLE "payment_refunds" ADD COLUMN "lease_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payment_refunds" ADD COLUMN "checked_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "payment_refunds_open_idx" ON "payment_refunds" USING btree ("created_at") WHERE "payment_refunds"."state" <> 'refunded';--> statement-breakpoint
ALTER TABLE "payment_refunds" ADD CONSTRAINT "payment_refunds_state" CHECK ("payment_refunds"."state" in ('requested', 'processing', 'refunded', 'failed', 'needs_attention'));--> statement-breakpoint
-- Hand-written: a refund recorded as made before refunds had states is refunded.
UPDATE "payment_refunds" SET "state" = 'refunded' WHERE "refunded_at" IS NOT NULL;
