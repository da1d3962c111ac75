CREATE TABLE "money_outbox" (
	"key" text PRIMARY KEY NOT NULL,
	"movement" jsonb NOT NULL,
	"campaign_id" uuid,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"last_error" text,
	"refused_status" integer,
	"transaction_id" text,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"delivered_at" timestamp (3) with time zone,
	CONSTRAINT "money_outbox_status_check" CHECK ("money_outbox"."status" in ('pending', 'delivered', 'refused'))
);
--> statement-breakpoint
ALTER TABLE "campaigns" DROP CONSTRAINT "campaigns_status_check";--> statement-breakpoint
CREATE INDEX "money_outbox_due_idx" ON "money_outbox" USING btree ("next_attempt_at") WHERE status = 'pending';--> statement-breakpoint
ALTER TABLE "campaigns" ADD CONSTRAINT "campaigns_status_check" CHECK ("campaigns"."status" in ('active', 'deleted', 'pending', 'refused'));