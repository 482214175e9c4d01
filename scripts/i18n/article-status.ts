// The translation state of every article folder in content/blog: which language files exist, which
// one is the source, and whether the translation was made from the source as it is now.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { splitArticleFile } from '../../db/article-file.ts'
import { type Locale, locales, otherLocale } from '../../app/i18n/locale.ts'
import { sourceHash, type TranslatableFields } from './source-hash.ts'

export type ArticleState =
  /** A language file is missing: the article cannot be published in both languages. */
  | 'missing'
  /** Both files say they are the translation, or a file cannot be read. */
  | 'invalid'
  /** No file records which version of the other it translates. */
  | 'unmarked'
  /** The source changed after the translation was made. */
  | 'outdated'
  | 'current'

export interface ArticleStatus {
  folder: string
  state: ArticleState
  source?: Locale
  translation?: Locale
  /** The missing languages, for 'missing'. */
  missing?: Locale[]
  /** The source version the translation records, and the source's version now. */
  recordedHash?: string
  currentHash?: string
  /** The `updated` dates from the front matter, to show how far apart they are. */
  updated?: Partial<Record<Locale, string>>
  problem?: string
}

export interface ArticleText {
  fields: TranslatableFields & { updated?: unknown; translatedFrom?: unknown; sourceHash?: unknown }
  body: string
  yaml: string
}

export function readArticleText(path: string): ArticleText | null {
  const file = splitArticleFile(readFileSync(path, 'utf8'))
  if (!file || typeof file.data !== 'object' || file.data === null) return null
  return { fields: file.data, body: file.body, yaml: file.yaml }
}

export const articleFolders = (dir: string): string[] =>
  readdirSync(dir)
    .filter((name) => statSync(join(dir, name)).isDirectory())
    .sort()

export function articleStatus(dir: string, folder: string): ArticleStatus {
  const pathOf = (locale: Locale) => join(dir, folder, `${locale}.md`)
  const missing = locales.filter((locale) => !existsSync(pathOf(locale)))
  if (missing.length > 0) return { folder, state: 'missing', missing }
  const texts = locales.map((locale) => [locale, readArticleText(pathOf(locale))] as const)
  const unreadable = texts.find(([, text]) => text === null)
  if (unreadable) return { folder, state: 'invalid', problem: `${unreadable[0]}.md has no front matter block` }
  const files = new Map(texts.flatMap(([locale, text]) => (text ? [[locale, text] as const] : [])))
  const updated = Object.fromEntries([...files].map(([locale, text]) => [locale, dateText(text.fields.updated)]))
  const translations = [...files].filter(([, text]) => text.fields.translatedFrom !== undefined)
  if (translations.length > 1)
    return { folder, state: 'invalid', updated, problem: 'both files say they are a translation (translatedFrom)' }
  const [marked] = translations
  if (!marked) return { folder, state: 'unmarked', updated }
  const [translation, text] = marked
  const source = otherLocale(translation)
  if (text.fields.translatedFrom !== source)
    return {
      folder,
      state: 'invalid',
      updated,
      problem: `${translation}.md says translatedFrom: ${String(text.fields.translatedFrom)}`,
    }
  const sourceText = files.get(source)
  const currentHash = sourceText ? sourceHash(sourceText.fields, sourceText.body) : undefined
  const recordedHash = typeof text.fields.sourceHash === 'string' ? text.fields.sourceHash : undefined
  const state = recordedHash !== undefined && recordedHash === currentHash ? 'current' : 'outdated'
  return { folder, state, source, translation, recordedHash, currentHash, updated }
}

/** YAML reads an unquoted 2026-11-26 as a Date. */
function dateText(value: unknown): string | undefined {
  if (value instanceof Date) return value.toISOString().slice(0, 10)
  return typeof value === 'string' ? value : undefined
}

export const allArticleStatuses = (dir: string): ArticleStatus[] =>
  articleFolders(dir).map((folder) => articleStatus(dir, folder))
