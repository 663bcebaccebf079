ALTER TABLE "delivery_fees" ADD COLUMN "lead_min_days" smallint;--> statement-breakpoint
ALTER TABLE "delivery_fees" ADD COLUMN "lead_max_days" smallint;--> statement-breakpoint
ALTER TABLE "delivery_settings" ADD COLUMN "holidays" date[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "arrives_from" date;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "arrives_by" date;--> statement-breakpoint
ALTER TABLE "delivery_fees" ADD CONSTRAINT "delivery_fees_lead_time" CHECK (("delivery_fees"."lead_min_days" is null) = ("delivery_fees"."lead_max_days" is null) and "delivery_fees"."lead_min_days" between 1 and "delivery_fees"."lead_max_days" and "delivery_fees"."lead_max_days" <= 30);