CREATE TABLE "campaign_counts" (
	"kind" text PRIMARY KEY NOT NULL,
	"active" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
INSERT INTO "campaign_counts" ("kind", "active") SELECT "kind", count(*) FROM "campaigns" WHERE "status" = 'active' GROUP BY "kind";--> statement-breakpoint
CREATE FUNCTION "campaign_counts_apply"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- One statement's net change per kind; an update that moves no status (a touch) writes nothing.
  IF TG_OP = 'INSERT' THEN
    INSERT INTO campaign_counts AS c (kind, active)
      SELECT kind, count(*) FROM added WHERE status = 'active' GROUP BY kind
      ON CONFLICT (kind) DO UPDATE SET active = c.active + excluded.active;
  ELSIF TG_OP = 'DELETE' THEN
    UPDATE campaign_counts c SET active = c.active - d.n
      FROM (SELECT kind, count(*) AS n FROM removed WHERE status = 'active' GROUP BY kind) d
      WHERE c.kind = d.kind;
  ELSE
    INSERT INTO campaign_counts AS c (kind, active)
      SELECT kind, sum(n) FROM (
        SELECT kind, 1 AS n FROM added WHERE status = 'active'
        UNION ALL SELECT kind, -1 AS n FROM removed WHERE status = 'active'
      ) d GROUP BY kind HAVING sum(n) <> 0
      ON CONFLICT (kind) DO UPDATE SET active = c.active + excluded.active;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "campaign_counts_insert" AFTER INSERT ON "campaigns" REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION "campaign_counts_apply"();--> statement-breakpoint
CREATE TRIGGER "campaign_counts_update" AFTER UPDATE ON "campaigns" REFERENCING OLD TABLE AS removed NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION "campaign_counts_apply"();--> statement-breakpoint
CREATE TRIGGER "campaign_counts_delete" AFTER DELETE ON "campaigns" REFERENCING OLD TABLE AS removed FOR EACH STATEMENT EXECUTE FUNCTION "campaign_counts_apply"();
