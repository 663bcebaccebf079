CREATE TABLE "order_placements" (
	"key" text PRIMARY KEY NOT NULL,
	"request_hash" text NOT NULL,
	"order_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "payment_failed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payment_charges" ADD COLUMN "client_address" text;--> statement-breakpoint
ALTER TABLE "payment_charges" ADD COLUMN "customer_id" uuid;--> statement-breakpoint
ALTER TABLE "order_placements" ADD CONSTRAINT "order_placements_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_charges" ADD CONSTRAINT "payment_charges_customer_id_users_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "orders_payment_failed_idx" ON "orders" USING btree ("payment_failed_at") WHERE "orders"."payment_status" = 'payment_failed' and "orders"."delivery_status" = 'pending';--> statement-breakpoint
CREATE INDEX "payment_charges_wallet_idx" ON "payment_charges" USING btree ("wallet","created_at");--> statement-breakpoint
CREATE INDEX "payment_charges_address_idx" ON "payment_charges" USING btree ("client_address","created_at") WHERE "payment_charges"."client_address" is not null;--> statement-breakpoint
CREATE INDEX "payment_charges_customer_idx" ON "payment_charges" USING btree ("customer_id","created_at") WHERE "payment_charges"."customer_id" is not null;--> statement-breakpoint
UPDATE "orders" SET "payment_failed_at" = "updated_at" WHERE "payment_status" = 'payment_failed';--> statement-breakpoint
UPDATE "payment_charges" SET "customer_id" = "orders"."customer_id" FROM "orders" WHERE "orders"."id" = "payment_charges"."order_id";
