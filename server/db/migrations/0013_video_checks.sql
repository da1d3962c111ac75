CREATE TABLE "video_checks" (
	"use_id" uuid PRIMARY KEY NOT NULL,
	"state" text DEFAULT 'checking' NOT NULL,
	"reason" text,
	"platform" text,
	"author" text,
	"account" text,
	"title" text,
	"thumbnail_url" text,
	"posted_at" timestamp (3) with time zone,
	"held_at" timestamp (3) with time zone,
	"checked_at" timestamp (3) with time zone,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"last_error" text,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "video_checks_state_check" CHECK ("video_checks"."state" in ('checking', 'verified', 'not_found', 'other_author', 'posted_before_hold', 'unverifiable')),
	CONSTRAINT "video_checks_reason_check" CHECK (("video_checks"."state" = 'unverifiable') = ("video_checks"."reason" is not null))
);
--> statement-breakpoint
ALTER TABLE "video_checks" ADD CONSTRAINT "video_checks_use_id_uses_id_fk" FOREIGN KEY ("use_id") REFERENCES "public"."uses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "video_checks_due_idx" ON "video_checks" USING btree ("next_attempt_at") WHERE state = 'checking';--> statement-breakpoint
INSERT INTO "video_checks" ("use_id", "held_at") SELECT "uses"."id", "slot_holds"."created_at" FROM "uses" LEFT JOIN "slot_holds" ON "slot_holds"."id" = "uses"."hold_id" WHERE "uses"."kind" = 'video' AND "uses"."status" = 'pending';
