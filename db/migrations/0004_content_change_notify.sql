-- Every change to the blog's content wakes the server instances: each one LISTENs on the channel
-- content_changed and empties its render cache (db/content-changes.server.ts, CONTENT_CHANNEL in
-- db/content-channel.ts). Rows added or removed, rows whose values really changed (the seed's
-- upserts of unchanged categories stay silent) and truncations notify; PostgreSQL folds the identical
-- notifications of one transaction into one and sends it at commit.
CREATE OR REPLACE FUNCTION notify_content_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('content_changed', TG_TABLE_NAME);
  RETURN NULL;
END
$$;
--> statement-breakpoint
DO $$
DECLARE
  content_table text;
BEGIN
  FOREACH content_table IN ARRAY ARRAY['blog_categories', 'blog_category_translations', 'blog_articles', 'blog_article_translations'] LOOP
    EXECUTE format('CREATE TRIGGER %I AFTER INSERT OR DELETE ON %I FOR EACH ROW EXECUTE FUNCTION notify_content_changed()', content_table || '_added_or_removed', content_table);
    EXECUTE format('CREATE TRIGGER %I AFTER UPDATE ON %I FOR EACH ROW WHEN (OLD.* IS DISTINCT FROM NEW.*) EXECUTE FUNCTION notify_content_changed()', content_table || '_changed', content_table);
    EXECUTE format('CREATE TRIGGER %I AFTER TRUNCATE ON %I FOR EACH STATEMENT EXECUTE FUNCTION notify_content_changed()', content_table || '_truncated', content_table);
  END LOOP;
END
$$;
