ALTER TABLE "clicks" ADD COLUMN "network" text;--> statement-breakpoint
ALTER TABLE "uses" ADD COLUMN "held" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "uses" ADD COLUMN "held_reason" text;--> statement-breakpoint
ALTER TABLE "uses" ADD COLUMN "click_networks" integer;--> statement-breakpoint
ALTER TABLE "uses" ADD COLUMN "first_click_at" timestamp (3) with time zone;--> statement-breakpoint
ALTER TABLE "uses" ADD COLUMN "last_click_at" timestamp (3) with time zone;--> statement-breakpoint
ALTER TABLE "uses" ADD COLUMN "creator_followers" integer;--> statement-breakpoint
CREATE UNIQUE INDEX "clicks_visitor_day_key" ON "clicks" USING btree ("campaign_id","visitor","day") WHERE network is not null;--> statement-breakpoint
CREATE INDEX "clicks_network_day_idx" ON "clicks" USING btree ("campaign_id","network","day");--> statement-breakpoint
ALTER TABLE "uses" ADD CONSTRAINT "uses_held_check" CHECK ("uses"."held" = ("uses"."held_reason" is not null));