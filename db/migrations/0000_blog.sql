CREATE TYPE "public"."locale" AS ENUM('en', 'de');--> statement-breakpoint
CREATE TABLE "blog_article_translations" (
	"article_id" text NOT NULL,
	"locale" "locale" NOT NULL,
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"excerpt" text NOT NULL,
	"body_html" text NOT NULL,
	"reading_minutes" integer NOT NULL,
	"published_on" date NOT NULL,
	"updated_on" date NOT NULL,
	"cover_alt" text NOT NULL,
	"seo_title" text NOT NULL,
	"seo_description" text NOT NULL,
	"seo_keywords" text[] DEFAULT '{}'::text[] NOT NULL,
	"source_hash" text NOT NULL,
	"seeded_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "blog_article_translations_article_id_locale_pk" PRIMARY KEY("article_id","locale")
);
--> statement-breakpoint
CREATE TABLE "blog_articles" (
	"id" text PRIMARY KEY NOT NULL,
	"category_key" text NOT NULL,
	"cover_image" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "blog_categories" (
	"key" text PRIMARY KEY NOT NULL,
	"position" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "blog_category_translations" (
	"category_key" text NOT NULL,
	"locale" "locale" NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	CONSTRAINT "blog_category_translations_category_key_locale_pk" PRIMARY KEY("category_key","locale")
);
--> statement-breakpoint
ALTER TABLE "blog_article_translations" ADD CONSTRAINT "blog_article_translations_article_id_blog_articles_id_fk" FOREIGN KEY ("article_id") REFERENCES "public"."blog_articles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "blog_articles" ADD CONSTRAINT "blog_articles_category_key_blog_categories_key_fk" FOREIGN KEY ("category_key") REFERENCES "public"."blog_categories"("key") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "blog_category_translations" ADD CONSTRAINT "blog_category_translations_category_key_blog_categories_key_fk" FOREIGN KEY ("category_key") REFERENCES "public"."blog_categories"("key") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "blog_article_translations_locale_slug" ON "blog_article_translations" USING btree ("locale","slug");--> statement-breakpoint
CREATE INDEX "blog_article_translations_locale_published" ON "blog_article_translations" USING btree ("locale","published_on" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "blog_articles_category" ON "blog_articles" USING btree ("category_key");--> statement-breakpoint
CREATE UNIQUE INDEX "blog_category_translations_locale_slug" ON "blog_category_translations" USING btree ("locale","slug");