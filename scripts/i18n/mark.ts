// npm run i18n:mark -- FOLDER... [--from de]
// Records in an article's translation that it now matches its source as the source is today: writes
// `translatedFrom` and `sourceHash` into the translation's front matter. Run it after translating or
// checking a translation; `npm run i18n:status` then shows the article as current until the source changes.
import { readFileSync, writeFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { parseArgs } from 'node:util'
import * as v from 'valibot'
import { type Locale, LocaleSchema, otherLocale } from '../../app/i18n/locale.ts'
import { articleFolders, readArticleText } from './article-status.ts'
import { sourceHash } from './source-hash.ts'

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    from: { type: 'string' },
    all: { type: 'boolean', default: false },
    content: { type: 'string', default: 'content/blog' },
  },
})
const dir = resolve(values.content)
const folders = values.all ? articleFolders(dir) : positionals
if (folders.length === 0) {
  console.error(
    'Name the article folders to mark (as in content/blog), or --all to mark every article as translated as it is now.',
  )
  process.exit(2)
}
const from = values.from === undefined ? undefined : v.parse(LocaleSchema, values.from)

for (const folder of folders) {
  try {
    console.log(markTranslated(folder, from))
  } catch (error) {
    console.error(`${folder}: ${error instanceof Error ? error.message : String(error)}`)
    process.exitCode = 1
  }
}

/** Rewrites the translation's two fields and leaves every other line of the file as written. */
export function markTranslated(folder: string, from: Locale | undefined): string {
  const read = (locale: Locale) => {
    const text = readArticleText(join(dir, folder, `${locale}.md`))
    if (!text) throw new Error(`${locale}.md is missing or has no front matter`)
    return text
  }
  const recorded = (['en', 'de'] as const).find((locale) => read(locale).fields.translatedFrom !== undefined)
  const source = from ?? (recorded ? otherLocale(recorded) : 'en')
  const translation = otherLocale(source)
  const sourceText = read(source)
  const hash = sourceHash(sourceText.fields, sourceText.body)
  for (const locale of [source, translation]) {
    const path = join(dir, folder, `${locale}.md`)
    const text = readFileSync(path, 'utf8')
    const yaml = read(locale).yaml
    const kept = yaml.split('\n').filter((line) => !/^(translatedFrom|sourceHash):/.test(line))
    // Quoted: YAML reads a hash such as 49941e399048 as a number (Infinity).
    const fields = locale === translation ? [`translatedFrom: ${source}`, `sourceHash: "${hash}"`] : []
    // A function, not a string: a string replacement would expand `$&`, `$'`, `` $` `` and `$$` in the front matter.
    writeFileSync(
      path,
      text.replace(yaml, () => [...kept, ...fields].join('\n')),
    )
  }
  return `${folder}: ${translation}.md translates ${source}.md ${hash}`
}
