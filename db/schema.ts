// Blog tables. An article is a translation group; each language is one row of
// blog_article_translations with its own slug. Categories likewise have a name and slug per language.
import { sql } from 'drizzle-orm'
import { date, doublePrecision, index, integer, pgEnum, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core'
import { locales } from '../app/i18n/locale.ts'

export const localeEnum = pgEnum('locale', locales)

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


// Newsletter. A sign-up is committed here before the mail provider is called, then forwarded by
// the request itself or, when the provider is down, by the delivery worker (app/newsletter/).
export const newsletterStatusEnum = pgEnum('newsletter_status', ['pending', 'forwarded', 'rejected'])

export const newsletterSignups = pgTable(
  'newsletter_signups',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    // Trimmed and lower-cased: one row per address, however often it is submitted.
    email: text('email').notNull(),
    locale: localeEnum('locale').notNull(),
    // Which consent text the visitor saw (app/newsletter/consent.ts), as proof of consent.
    consentVersion: text('consent_version').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    // The latest submission of this address (its consent is renewed then).
    consentedAt: timestamp('consented_at', { withTimezone: true }).notNull().defaultNow(),
    status: newsletterStatusEnum('status').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    // A request or worker that is forwarding the row holds it until then (a lease, not a lock:
    // nothing stays locked while the provider is called).
    claimedUntil: timestamp('claimed_until', { withTimezone: true }),
    claimToken: text('claim_token'),
    forwardedAt: timestamp('forwarded_at', { withTimezone: true }),
    lastError: text('last_error'),
  },
  (t) => [
    uniqueIndex('newsletter_signups_email').on(t.email),
    index('newsletter_signups_due').on(t.status, t.nextAttemptAt),
  ],
)

// Rate limits as a sliding window: one row per hit that was let through, until it is older than its
// rule's window (`expires_at`, when the worker deletes it). The key is a salted hash of what is
// limited (client address or email) and the rule, so neither can be read back.
export const rateLimitHits = pgTable(
  'rate_limit_hits',
  {
    key: text('key').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('rate_limit_hits_key').on(t.key, t.expiresAt), index('rate_limit_hits_expires').on(t.expiresAt)],
)

// One random salt per installation, shared by every instance (rate-limit hashes must agree).
export const appSecrets = pgTable('app_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
})

// Speed measured on real visits (app/vitals/): one row per page view, sent only with performance
// consent. Nothing in a row identifies a visitor or links the views of one visit: no address, user
// agent, cookie, URL, time finer than the day, and no row id (ids in insertion order would link them).
export const vitalsDeviceEnum = pgEnum('vitals_device', ['mobile', 'tablet', 'desktop'])
/** web-vitals' navigation types (app/vitals/payload.ts checks at compile time that the lists agree). */
export const vitalsNavigationEnum = pgEnum('vitals_navigation', ['navigate', 'reload', 'back-forward', 'back-forward-cache', 'prerender', 'restore', 'soft-navigation'])
/** The Network Information API's effective connection types. */
export const vitalsConnectionEnum = pgEnum('vitals_connection', ['slow-2g', '2g', '3g', '4g'])

export const webVitals = pgTable(
  'web_vitals',
  {
    // The day (UTC) the report arrived: the report's period and the retention count in days.
    day: date('day')
      .notNull()
      .default(sql`(now() at time zone 'UTC')::date`),
    // The route's template (`/blog/$slug`), never the path itself.
    route: text('route').notNull(),
    locale: localeEnum('locale').notNull(),
    device: vitalsDeviceEnum('device').notNull(),
    navigation: vitalsNavigationEnum('navigation').notNull(),
    connection: vitalsConnectionEnum('connection'),
    // Milliseconds, and CLS as its unitless score; null where the browser reported no value.
    lcpMs: integer('lcp_ms'),
    inpMs: integer('inp_ms'),
    cls: doublePrecision('cls'),
    fcpMs: integer('fcp_ms'),
    ttfbMs: integer('ttfb_ms'),
  },
  // The report reads a range of days; retention deletes the oldest.
  (t) => [index('web_vitals_day').on(t.day)],
)
