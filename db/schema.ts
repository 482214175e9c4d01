// Blog tables. An article is a translation group; each language is one row of
// blog_article_translations with its own slug. Categories likewise have a name and slug per language.
import { sql } from 'drizzle-orm'
import { date, index, integer, pgEnum, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core'

export const localeEnum = pgEnum('locale', ['en', 'de'])

export const blogCategories = pgTable('blog_categories', {
  key: text('key').primaryKey(),
  position: integer('position').notNull(),
})

export const blogCategoryTranslations = pgTable(
  'blog_category_translations',
  {
    categoryKey: text('category_key')
      .notNull()
      .references(() => blogCategories.key, { onDelete: 'cascade' }),
    locale: localeEnum('locale').notNull(),
    slug: text('slug').notNull(),
    name: text('name').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.categoryKey, t.locale] }),
    // Category pages look a category up by language and slug.
    uniqueIndex('blog_category_translations_locale_slug').on(t.locale, t.slug),
  ],
)

export const blogArticles = pgTable(
  'blog_articles',
  {
    id: text('id').primaryKey(),
    categoryKey: text('category_key')
      .notNull()
      .references(() => blogCategories.key),
    coverImage: text('cover_image').notNull(),
  },
  (t) => [index('blog_articles_category').on(t.categoryKey)],
)

export const blogArticleTranslations = pgTable(
  'blog_article_translations',
  {
    articleId: text('article_id')
      .notNull()
      .references(() => blogArticles.id, { onDelete: 'cascade' }),
    locale: localeEnum('locale').notNull(),
    slug: text('slug').notNull(),
    title: text('title').notNull(),
    excerpt: text('excerpt').notNull(),
    bodyHtml: text('body_html').notNull(),
    readingMinutes: integer('reading_minutes').notNull(),
    publishedOn: date('published_on').notNull(),
    updatedOn: date('updated_on').notNull(),
    coverAlt: text('cover_alt').notNull(),
    seoTitle: text('seo_title').notNull(),
    seoDescription: text('seo_description').notNull(),
    seoKeywords: text('seo_keywords')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    // Hash of the source file: the seed skips rows whose source has not changed.
    sourceHash: text('source_hash').notNull(),
    seededAt: timestamp('seeded_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.articleId, t.locale] }),
    // Article pages look an article up by language and slug.
    uniqueIndex('blog_article_translations_locale_slug').on(t.locale, t.slug),
    // The list pages sort one language by date.
    index('blog_article_translations_locale_published').on(t.locale, t.publishedOn.desc()),
  ],
)

export type Locale = (typeof localeEnum.enumValues)[number]
