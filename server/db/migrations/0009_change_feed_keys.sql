DROP INDEX "campaigns_owner_idx";--> statement-breakpoint
DROP INDEX "campaigns_updated_idx";--> statement-breakpoint
DROP INDEX "uses_owner_idx";--> statement-breakpoint
DROP INDEX "uses_creator_idx";--> statement-breakpoint
CREATE INDEX "uses_updated_idx" ON "uses" USING btree ("updated_at","id");--> statement-breakpoint
CREATE INDEX "campaigns_owner_idx" ON "campaigns" USING btree ("owner_id","updated_at","id");--> statement-breakpoint
CREATE INDEX "campaigns_updated_idx" ON "campaigns" USING btree ("updated_at","id");--> statement-breakpoint
CREATE INDEX "uses_owner_idx" ON "uses" USING btree ("owner_id","updated_at","id");--> statement-breakpoint
CREATE INDEX "uses_creator_idx" ON "uses" USING btree ("creator_id","updated_at","id");