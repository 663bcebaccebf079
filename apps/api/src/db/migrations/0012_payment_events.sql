CREATE TABLE "payment_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"gateway" text NOT NULL,
	"event" text NOT NULL,
	"reference" text NOT NULL,
	"body" jsonb NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	"applied_at" timestamp with time zone
);
--> statement-breakpoint
CREATE UNIQUE INDEX "payment_events_once_idx" ON "payment_events" USING btree ("gateway","event","reference");--> statement-breakpoint
CREATE INDEX "payment_events_waiting_idx" ON "payment_events" USING btree ("received_at") WHERE "payment_events"."applied_at" is null;