ALTER TABLE "orders" ADD COLUMN "payment_flag" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "payment_flagged_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payment_charges" ADD COLUMN "gateway_status" text;--> statement-breakpoint
CREATE INDEX "orders_payment_flag_idx" ON "orders" USING btree ("payment_flagged_at") WHERE "orders"."payment_flag" is not null;--> statement-breakpoint
CREATE INDEX "payment_events_done_idx" ON "payment_events" USING btree ("received_at") WHERE "payment_events"."status" <> 'pending';--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_payment_flag" CHECK ("orders"."payment_flag" in ('disputed', 'reversed'));--> statement-breakpoint
-- Hand-written: the payment events kept before keep only what the books need, as
-- payments/event-body.ts keeps new ones (no payer's e-mail, phone, IP address or authorization).
UPDATE "payment_events" SET "body" = jsonb_strip_nulls(jsonb_build_object(
	'event', "body"->'event',
	'reference', to_jsonb("reference"),
	'status', "body"->'data'->'status',
	'amount', coalesce("body"->'data'->'amount', "body"->'data'->'transaction'->'amount'),
	'requestedAmount', "body"->'data'->'requested_amount',
	'currency', coalesce("body"->'data'->'currency', "body"->'data'->'transaction'->'currency'),
	'gatewayId', "body"->'data'->'id',
	'domain', coalesce("body"->'data'->'domain', "body"->'data'->'transaction'->'domain'),
	'resolution', "body"->'data'->'resolution',
	'createdAt', coalesce("body"->'data'->'created_at', "body"->'data'->'createdAt'),
	'paidAt', coalesce("body"->'data'->'paid_at', "body"->'data'->'paidAt'),
	'resolvedAt', coalesce("body"->'data'->'resolvedAt', "body"->'data'->'resolved_at')
)) WHERE "event" <> 'check' AND jsonb_typeof("body") = 'object';
