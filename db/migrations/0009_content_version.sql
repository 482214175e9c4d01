-- Content changes are told to the server instances by a version instead of NOTIFY, which a
-- transaction-mode pooler (PgBouncer) does not carry: the triggers of migrations 0004 and 0005 (rows
-- added, removed or really changed, truncations) now raise the one row of content_version in the
-- changing transaction, so the new version shows exactly when the change does. Each instance reads
-- it at most about once a second (db/content-version.server.ts) and empties its render cache when it
-- moved. A sequence would show its new value before the change commits: an instance could render the
-- old content under the new version and keep it.
CREATE TABLE "content_version" (
	"one" boolean PRIMARY KEY DEFAULT true NOT NULL,
	"version" bigint DEFAULT 1 NOT NULL,
	CONSTRAINT "content_version_one_row" CHECK ("content_version"."one")
);
--> statement-breakpoint
INSERT INTO "content_version" DEFAULT VALUES;
--> statement-breakpoint
ALTER FUNCTION notify_content_changed() RENAME TO bump_content_version;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION bump_content_version() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE content_version SET version = version + 1;
  RETURN NULL;
END
$$;
