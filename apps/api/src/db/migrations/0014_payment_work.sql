CREATE TABLE "payment_charges" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"reference" text NOT NULL,
	"network" text NOT NULL,
	"wallet" text NOT NULL,
	"amount_pesewas" integer NOT NULL,
	"email" text NOT NULL,
	"step" text DEFAULT 'sending' NOT NULL,
	"instructions" text,
	"gateway_message" text,
	"checked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_error" text,
	"sent_at" timestamp with time zone,
	CONSTRAINT "payment_charges_status" CHECK ("payment_charges"."status" in ('pending', 'sent', 'failed')),
	CONSTRAINT "payment_charges_step" CHECK ("payment_charges"."step" in ('sending', 'approve', 'voucher', 'paid', 'failed'))
);
--> statement-breakpoint
CREATE TABLE "payment_refunds" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"reference" text NOT NULL,
	"amount_pesewas" integer NOT NULL,
	"reason" text NOT NULL,
	"refunded_how" text,
	"refunded_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_refunds_how" CHECK ("payment_refunds"."refunded_how" in ('gateway', 'dashboard'))
);
--> statement-breakpoint
DROP INDEX "payment_events_waiting_idx";--> statement-breakpoint
ALTER TABLE "payment_events" ADD COLUMN "status" text DEFAULT 'pending' NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_events" ADD COLUMN "attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_events" ADD COLUMN "next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_events" ADD COLUMN "last_error" text;--> statement-breakpoint
ALTER TABLE "payment_events" ADD COLUMN "sent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payment_charges" ADD CONSTRAINT "payment_charges_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_refunds" ADD CONSTRAINT "payment_refunds_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "payment_charges_reference_idx" ON "payment_charges" USING btree ("reference");--> statement-breakpoint
CREATE INDEX "payment_charges_order_idx" ON "payment_charges" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "payment_charges_pending_idx" ON "payment_charges" USING btree ("next_attempt_at") WHERE "payment_charges"."status" = 'pending';--> statement-breakpoint
CREATE UNIQUE INDEX "payment_refunds_reference_idx" ON "payment_refunds" USING btree ("reference");--> statement-breakpoint
CREATE INDEX "payment_refunds_order_idx" ON "payment_refunds" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "payment_events_pending_idx" ON "payment_events" USING btree ("next_attempt_at") WHERE "payment_events"."status" = 'pending';--> statement-breakpoint
ALTER TABLE "payment_events" ADD CONSTRAINT "payment_events_status" CHECK ("payment_events"."status" in ('pending', 'sent', 'failed'));