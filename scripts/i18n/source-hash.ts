// Which version of an article a translation was made from: a short hash of everything a translator
// translates (the visible front matter fields and the body), so a change to any of them makes the
// translation "outdated" and a change to the slug, dates or category does not.
import { createHash } from 'node:crypto'

export interface TranslatableFields {
  title?: unknown
  excerpt?: unknown
  coverAlt?: unknown
  seoTitle?: unknown
  seoDescription?: unknown
  seoKeywords?: unknown
}

const TRANSLATED_FIELDS = ['title', 'excerpt', 'coverAlt', 'seoTitle', 'seoDescription', 'seoKeywords'] as const

/** 12 hex digits: short enough to read in front matter, long enough never to collide here. */
export function sourceHash(fields: TranslatableFields, body: string): string {
  const text = JSON.stringify([
    ...TRANSLATED_FIELDS.map((name) => fields[name] ?? null),
    body.replace(/\r\n/g, '\n').trim(),
  ])
  return createHash('sha256').update(text).digest('hex').slice(0, 12)
}
