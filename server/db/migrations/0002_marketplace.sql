CREATE TABLE "campaigns" (
	"id" uuid PRIMARY KEY NOT NULL,
	"owner_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"title" text NOT NULL,
	"category_id" uuid,
	"audio_file" text,
	"cover_file" text,
	"video_links" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"template_link" text,
	"brief" text,
	"script" text,
	"duet_video_url" text,
	"unit_amount" bigint NOT NULL,
	"pay_per_click" bigint,
	"click_budget" bigint DEFAULT 0 NOT NULL,
	"slots" integer NOT NULL,
	"links_per_slot" integer DEFAULT 1 NOT NULL,
	"hold_hours" integer NOT NULL,
	"escrowed" bigint NOT NULL,
	"paid" bigint DEFAULT 0 NOT NULL,
	"refunded" bigint DEFAULT 0 NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT clock_timestamp() NOT NULL,
	"deleted_at" timestamp (3) with time zone,
	CONSTRAINT "campaigns_kind_check" CHECK ("campaigns"."kind" in ('normal', 'influencer', 'video_app', 'duet', 'script')),
	CONSTRAINT "campaigns_status_check" CHECK ("campaigns"."status" in ('active', 'deleted')),
	CONSTRAINT "campaigns_amounts_check" CHECK ("campaigns"."unit_amount" >= 0 and "campaigns"."click_budget" >= 0 and "campaigns"."slots" >= 0 and "campaigns"."links_per_slot" >= 1),
	CONSTRAINT "campaigns_money_check" CHECK ("campaigns"."paid" >= 0 and "campaigns"."refunded" >= 0 and "campaigns"."paid" + "campaigns"."refunded" <= "campaigns"."escrowed")
);
--> statement-breakpoint
CREATE TABLE "clicks" (
	"id" uuid PRIMARY KEY NOT NULL,
	"campaign_id" uuid NOT NULL,
	"creator_id" uuid NOT NULL,
	"visitor" text NOT NULL,
	"day" date NOT NULL,
	"use_id" uuid,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "slot_holds" (
	"id" uuid PRIMARY KEY NOT NULL,
	"campaign_id" uuid NOT NULL,
	"creator_id" uuid NOT NULL,
	"status" text DEFAULT 'held' NOT NULL,
	"expires_at" timestamp (3) with time zone NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT clock_timestamp() NOT NULL,
	CONSTRAINT "slot_holds_status_check" CHECK ("slot_holds"."status" in ('held', 'submitted', 'expired', 'released', 'rejected'))
);
--> statement-breakpoint
CREATE TABLE "uses" (
	"id" uuid PRIMARY KEY NOT NULL,
	"campaign_id" uuid NOT NULL,
	"hold_id" uuid,
	"creator_id" uuid NOT NULL,
	"owner_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"video_url" text,
	"click_count" integer,
	"amount" bigint NOT NULL,
	"fee" bigint,
	"status" text DEFAULT 'pending' NOT NULL,
	"auto_approved" boolean DEFAULT false NOT NULL,
	"decided_by" uuid,
	"decided_at" timestamp (3) with time zone,
	"reason" text,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT clock_timestamp() NOT NULL,
	CONSTRAINT "uses_status_check" CHECK ("uses"."status" in ('pending', 'approved', 'rejected')),
	CONSTRAINT "uses_kind_check" CHECK (("uses"."kind" = 'video' and "uses"."video_url" is not null) or ("uses"."kind" = 'clicks' and "uses"."click_count" > 0)),
	CONSTRAINT "uses_amount_check" CHECK ("uses"."amount" > 0 and ("uses"."fee" is null or ("uses"."fee" >= 0 and "uses"."fee" <= "uses"."amount")))
);
--> statement-breakpoint
ALTER TABLE "campaigns" ADD CONSTRAINT "campaigns_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaigns" ADD CONSTRAINT "campaigns_audio_file_uploads_name_fk" FOREIGN KEY ("audio_file") REFERENCES "public"."uploads"("name") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaigns" ADD CONSTRAINT "campaigns_cover_file_uploads_name_fk" FOREIGN KEY ("cover_file") REFERENCES "public"."uploads"("name") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "clicks" ADD CONSTRAINT "clicks_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "clicks" ADD CONSTRAINT "clicks_use_id_uses_id_fk" FOREIGN KEY ("use_id") REFERENCES "public"."uses"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "slot_holds" ADD CONSTRAINT "slot_holds_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "uses" ADD CONSTRAINT "uses_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "uses" ADD CONSTRAINT "uses_hold_id_slot_holds_id_fk" FOREIGN KEY ("hold_id") REFERENCES "public"."slot_holds"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "campaigns_list_idx" ON "campaigns" USING btree ("kind","status","created_at","id");--> statement-breakpoint
CREATE INDEX "campaigns_owner_idx" ON "campaigns" USING btree ("owner_id","updated_at");--> statement-breakpoint
CREATE INDEX "campaigns_updated_idx" ON "campaigns" USING btree ("updated_at");--> statement-breakpoint
CREATE UNIQUE INDEX "clicks_dedup_key" ON "clicks" USING btree ("campaign_id","creator_id","visitor","day");--> statement-breakpoint
CREATE INDEX "clicks_unconverted_idx" ON "clicks" USING btree ("campaign_id","creator_id") WHERE use_id is null;--> statement-breakpoint
CREATE INDEX "clicks_day_idx" ON "clicks" USING btree ("day");--> statement-breakpoint
CREATE UNIQUE INDEX "slot_holds_live_key" ON "slot_holds" USING btree ("campaign_id","creator_id") WHERE status in ('held', 'submitted');--> statement-breakpoint
CREATE INDEX "slot_holds_campaign_idx" ON "slot_holds" USING btree ("campaign_id","status","expires_at");--> statement-breakpoint
CREATE INDEX "slot_holds_due_idx" ON "slot_holds" USING btree ("expires_at") WHERE status = 'held';--> statement-breakpoint
CREATE INDEX "slot_holds_creator_idx" ON "slot_holds" USING btree ("creator_id","updated_at");--> statement-breakpoint
CREATE UNIQUE INDEX "uses_video_url_key" ON "uses" USING btree ("video_url");--> statement-breakpoint
CREATE INDEX "uses_owner_idx" ON "uses" USING btree ("owner_id","updated_at");--> statement-breakpoint
CREATE INDEX "uses_creator_idx" ON "uses" USING btree ("creator_id","updated_at");--> statement-breakpoint
CREATE INDEX "uses_campaign_idx" ON "uses" USING btree ("campaign_id","status");--> statement-breakpoint
CREATE INDEX "uses_hold_idx" ON "uses" USING btree ("hold_id");--> statement-breakpoint
CREATE INDEX "uses_pending_idx" ON "uses" USING btree ("created_at") WHERE status = 'pending';--> statement-breakpoint
CREATE INDEX "uses_decided_idx" ON "uses" USING btree ("decided_at");