-- Site search (app/search/search.server.ts). pg_trgm widens query words to the indexed words they
-- resemble (compounds, typos); PGlite loads it as an extension (db/client.server.ts). Hand-written
-- additions: the extension, and the content-change triggers of 0004 on search_entries, so a change
-- to what search finds empties the render caches like any content change.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE TYPE "public"."search_kind" AS ENUM('article', 'page');--> statement-breakpoint
CREATE TABLE "search_entries" (
	"key" text PRIMARY KEY NOT NULL,
	"locale" "locale" NOT NULL,
	"kind" "search_kind" NOT NULL,
	"article_id" text,
	"path" text NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"category" text DEFAULT '' NOT NULL,
	"body" text NOT NULL,
	"published_on" date,
	"title_vector" "tsvector" GENERATED ALWAYS AS (to_tsvector((CASE WHEN locale = 'de' THEN 'german'::regconfig ELSE 'english'::regconfig END), title)) STORED NOT NULL,
	"search_vector" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector((CASE WHEN locale = 'de' THEN 'german'::regconfig ELSE 'english'::regconfig END), title), 'A') || setweight(to_tsvector((CASE WHEN locale = 'de' THEN 'german'::regconfig ELSE 'english'::regconfig END), description || ' ' || category), 'B') || setweight(to_tsvector((CASE WHEN locale = 'de' THEN 'german'::regconfig ELSE 'english'::regconfig END), body), 'C')) STORED NOT NULL
);
--> statement-breakpoint
CREATE TABLE "search_terms" (
	"locale" "locale" NOT NULL,
	"term" text NOT NULL,
	CONSTRAINT "search_terms_locale_term_pk" PRIMARY KEY("locale","term")
);
--> statement-breakpoint
ALTER TABLE "search_entries" ADD CONSTRAINT "search_entries_article_id_blog_articles_id_fk" FOREIGN KEY ("article_id") REFERENCES "public"."blog_articles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "search_entries_vector" ON "search_entries" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "search_entries_locale" ON "search_entries" USING btree ("locale");--> statement-breakpoint
CREATE INDEX "search_terms_trigram" ON "search_terms" USING gin ("term" gin_trgm_ops);--> statement-breakpoint
CREATE TRIGGER search_entries_added_or_removed AFTER INSERT OR DELETE ON search_entries FOR EACH ROW EXECUTE FUNCTION notify_content_changed();--> statement-breakpoint
CREATE TRIGGER search_entries_changed AFTER UPDATE ON search_entries FOR EACH ROW WHEN (OLD.* IS DISTINCT FROM NEW.*) EXECUTE FUNCTION notify_content_changed();--> statement-breakpoint
CREATE TRIGGER search_entries_truncated AFTER TRUNCATE ON search_entries FOR EACH STATEMENT EXECUTE FUNCTION notify_content_changed();
