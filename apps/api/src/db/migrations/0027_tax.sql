CREATE TABLE "tax_settings" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"registered" boolean NOT NULL,
	"tin" text,
	"from_day" date,
	"delivery_taxable" boolean DEFAULT true NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tax_settings_one_row" CHECK ("tax_settings"."id" = 1),
	CONSTRAINT "tax_settings_registered_with_tin" CHECK (not "tax_settings"."registered" or ("tax_settings"."tin" is not null and "tax_settings"."from_day" is not null))
);
--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "tax_exempt" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "tax_included_pesewas" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "vat_pesewas" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "nhil_pesewas" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "getfund_pesewas" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "tax_tin" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "tax_rates" jsonb;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "tax_exempt" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_tax_parts_add_up" CHECK ("orders"."tax_included_pesewas" is null or "orders"."tax_included_pesewas" = "orders"."vat_pesewas" + "orders"."nhil_pesewas" + "orders"."getfund_pesewas");--> statement-breakpoint
-- The tax setting is read with the catalogue's cached replies (the cart and checkout say what an
-- order includes): a change to it counts as a catalogue change.
CREATE TRIGGER tax_settings_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON tax_settings
  FOR EACH STATEMENT EXECUTE FUNCTION catalogue_changed();
