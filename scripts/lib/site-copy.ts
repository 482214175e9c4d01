// Every text a visitor reads, per language: the messages, the articles (body and front matter) and
// the bilingual texts in app/content. Read by the copy tests and the launch check.
import { faqItems } from '../../app/content/faq.ts'
import { jobs } from '../../app/content/jobs.ts'
import { partners } from '../../app/content/partners.ts'
import { mentors, teamMembers } from '../../app/content/team.ts'
import { loadBlogContent } from '../../db/seed.ts'
import de from '../../messages/de.json' with { type: 'json' }
import en from '../../messages/en.json' with { type: 'json' }

export type Locale = 'en' | 'de'
export type Text = readonly [where: string, text: string]

export const siteMessages: Record<Locale, Record<string, string>> = { en, de }

export const messageTexts = (messages: Record<string, string>, skip: ReadonlySet<string> = new Set()): Text[] =>
  Object.entries(messages).filter(([key]) => !key.startsWith('$') && !skip.has(key))

const articles = loadBlogContent()
export const articleTexts = (locale: Locale): Text[] =>
  articles
    .filter((source) => source.locale === locale)
    .flatMap((source) => [
      [`content/blog/${source.id}/${locale}.md`, source.markdown] as const,
      ...Object.entries(source.frontmatter)
        .filter((entry): entry is [string, string] => typeof entry[1] === 'string')
        .map(([field, text]) => [`content/blog/${source.id}/${locale}.md ${field}`, text] as const),
    ])

/** Every string under a `de` or `en` key of the company content (team, jobs, partners, FAQ). */
export const contentTexts = (locale: Locale): Text[] => {
  const found: Text[] = []
  const walk = (value: unknown, path: string, inLocale: boolean) => {
    if (typeof value === 'string') {
      if (inLocale) found.push([path, value])
    } else if (Array.isArray(value)) value.forEach((item, index) => walk(item, `${path}[${index}]`, inLocale))
    else if (value && typeof value === 'object')
      for (const [key, item] of Object.entries(value)) walk(item, `${path}.${key}`, inLocale || key === locale)
  }
  walk({ faqItems, jobs, partners, teamMembers, mentors }, 'app/content', false)
  return found
}

/** All of a language's copy; `skip` leaves out message keys checked elsewhere. */
export const siteTexts = (locale: Locale, skip?: ReadonlySet<string>): Text[] => [
  ...messageTexts(siteMessages[locale], skip).map(([key, text]) => [`messages/${locale}.json ${key}`, text] as const),
  ...articleTexts(locale),
  ...contentTexts(locale),
]
