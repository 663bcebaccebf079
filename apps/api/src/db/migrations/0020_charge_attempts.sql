-- An order's charges are numbered on their own rows (1 for the first) instead of listed a second
-- time in orders.payment_references: one source for which charge is the latest.
DROP INDEX "payment_charges_order_idx";--> statement-breakpoint
ALTER TABLE "payment_charges" ADD COLUMN "attempt" integer;--> statement-breakpoint
UPDATE "payment_charges" SET "attempt" = "numbered"."attempt" FROM (
	SELECT "payment_charges"."id", row_number() OVER (
		PARTITION BY "payment_charges"."order_id"
		ORDER BY array_position("orders"."payment_references", "payment_charges"."reference") NULLS LAST,
			"payment_charges"."created_at", "payment_charges"."id"
	) AS "attempt"
	FROM "payment_charges" JOIN "orders" ON "orders"."id" = "payment_charges"."order_id"
) AS "numbered" WHERE "numbered"."id" = "payment_charges"."id";--> statement-breakpoint
ALTER TABLE "payment_charges" ALTER COLUMN "attempt" SET NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "payment_charges_order_attempt_idx" ON "payment_charges" USING btree ("order_id","attempt");--> statement-breakpoint
ALTER TABLE "orders" DROP COLUMN "payment_references";
