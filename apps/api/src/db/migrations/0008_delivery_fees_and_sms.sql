CREATE TABLE "delivery_fees" (
	"region" text PRIMARY KEY NOT NULL,
	"fee_pesewas" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "delivery_fees_not_negative" CHECK ("delivery_fees"."fee_pesewas" >= 0)
);
--> statement-breakpoint
CREATE TABLE "delivery_settings" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"free_above_pesewas" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "delivery_settings_one_row" CHECK ("delivery_settings"."id" = 1),
	CONSTRAINT "delivery_settings_not_negative" CHECK ("delivery_settings"."free_above_pesewas" >= 0)
);
--> statement-breakpoint
CREATE TABLE "sms_outbox" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid,
	"reason" text NOT NULL,
	"to" text NOT NULL,
	"text" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_error" text,
	"sent_at" timestamp with time zone,
	"gateway_id" text,
	"delivery_report" text,
	"delivered_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sms_outbox_status" CHECK ("sms_outbox"."status" in ('pending', 'sent', 'failed', 'skipped'))
);
--> statement-breakpoint
ALTER TABLE "sms_outbox" ADD CONSTRAINT "sms_outbox_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sms_outbox_pending_idx" ON "sms_outbox" USING btree ("next_attempt_at") WHERE "sms_outbox"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "sms_outbox_order_idx" ON "sms_outbox" USING btree ("order_id","created_at");--> statement-breakpoint
CREATE INDEX "sms_outbox_gateway_idx" ON "sms_outbox" USING btree ("gateway_id");--> statement-breakpoint
-- Delivery fees are shown on the FAQ and terms pages, which are cached until the catalogue changes:
-- a change to them counts as a catalogue change.
CREATE TRIGGER delivery_fees_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON delivery_fees
  FOR EACH STATEMENT EXECUTE FUNCTION catalogue_changed();
--> statement-breakpoint
CREATE TRIGGER delivery_settings_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON delivery_settings
  FOR EACH STATEMENT EXECUTE FUNCTION catalogue_changed();
