CREATE TABLE "sync_tombstones" (
	"collection" text NOT NULL,
	"entity_id" text NOT NULL,
	"scope" uuid,
	"deleted_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sync_tombstones_collection_entity_id_pk" PRIMARY KEY("collection","entity_id")
);
--> statement-breakpoint
CREATE INDEX "sync_tombstones_collection_idx" ON "sync_tombstones" USING btree ("collection","deleted_at");