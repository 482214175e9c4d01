// One article file: YAML front matter between `---` lines, then the Markdown body. Read by the seed
// (db/seed.ts) and by the translation status (scripts/i18n/), so both split a file the same way.
import { parse as parseYaml } from 'yaml'

export interface ArticleFile {
  /** The front matter as YAML gave it: validated by whoever reads it. */
  data: unknown
  /** The YAML text itself, for tools that rewrite one field and keep the rest as written. */
  yaml: string
  body: string
}

const FRONT_MATTER = /^---\r?\n([\s\S]*?)\r?\n---\r?\n([\s\S]*)$/

/** Splits a file's text; null when it has no front matter block. */
export function splitArticleFile(text: string): ArticleFile | null {
  const match = FRONT_MATTER.exec(text)
  if (!match) return null
  const yaml = match[1] ?? ''
  return { data: parseYaml(yaml), yaml, body: match[2] ?? '' }
}
