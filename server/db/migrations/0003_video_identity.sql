ALTER TABLE "uses" ADD COLUMN "video_key" text;--> statement-breakpoint
CREATE UNIQUE INDEX "uses_video_key_key" ON "uses" USING btree ("video_key");