CREATE TABLE "payout_holds" (
	"use_id" uuid PRIMARY KEY NOT NULL,
	"state" text DEFAULT 'on_hold' NOT NULL,
	"release_at" timestamp (3) with time zone NOT NULL,
	"next_attempt_at" timestamp (3) with time zone NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"outcome" text,
	"settled_at" timestamp (3) with time zone,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payout_holds_state_check" CHECK ("payout_holds"."state" in ('on_hold', 'released', 'returned')),
	CONSTRAINT "payout_holds_settled_check" CHECK (("payout_holds"."state" = 'on_hold') = ("payout_holds"."outcome" is null))
);
--> statement-breakpoint
CREATE TABLE "use_disputes" (
	"id" uuid PRIMARY KEY NOT NULL,
	"use_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"by_user_id" uuid NOT NULL,
	"reason" text,
	"note" text,
	"decision" text,
	"decided_by" uuid,
	"decided_at" timestamp (3) with time zone,
	"decision_note" text,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "use_disputes_kind_check" CHECK ("use_disputes"."kind" in ('report', 'appeal')),
	CONSTRAINT "use_disputes_reason_check" CHECK (("use_disputes"."kind" = 'report') = ("use_disputes"."reason" is not null)),
	CONSTRAINT "use_disputes_decision_check" CHECK ("use_disputes"."decision" is null or ("use_disputes"."kind" = 'report' and "use_disputes"."decision" in ('refund', 'release')) or ("use_disputes"."kind" = 'appeal' and "use_disputes"."decision" in ('pay', 'keep')))
);
--> statement-breakpoint
ALTER TABLE "payout_holds" ADD CONSTRAINT "payout_holds_use_id_uses_id_fk" FOREIGN KEY ("use_id") REFERENCES "public"."uses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "use_disputes" ADD CONSTRAINT "use_disputes_use_id_uses_id_fk" FOREIGN KEY ("use_id") REFERENCES "public"."uses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payout_holds_due_idx" ON "payout_holds" USING btree ("next_attempt_at") WHERE state = 'on_hold';--> statement-breakpoint
CREATE UNIQUE INDEX "use_disputes_use_kind_key" ON "use_disputes" USING btree ("use_id","kind");--> statement-breakpoint
CREATE INDEX "use_disputes_open_idx" ON "use_disputes" USING btree ("created_at") WHERE decision is null;