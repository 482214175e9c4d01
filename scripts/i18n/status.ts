// npm run i18n:status [-- --json] [--content DIR] [--messages DIR]
// What is missing or out of date in either language: the messages and every article. Exits 1 when a
// translation is missing (a key, a value, a placeholder, an article file), never for outdated ones.
import { readFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { parseArgs } from 'node:util'
import * as v from 'valibot'
import { allArticleStatuses, type ArticleStatus } from './article-status.ts'
import { isMessageError, type MessageFinding, messageFindings, type Messages } from './message-status.ts'

const { values } = parseArgs({
  options: {
    json: { type: 'boolean', default: false },
    content: { type: 'string', default: 'content/blog' },
    messages: { type: 'string', default: 'messages' },
  },
})

const MessageFile = v.record(v.string(), v.unknown())
const SameList = v.object({ keys: v.array(v.string()) })
const readJson = <T extends v.GenericSchema>(path: string, schema: T): v.InferOutput<T> =>
  v.parse(schema, JSON.parse(readFileSync(path, 'utf8')))

const messageDir = resolve(values.messages)
const files: Record<'en' | 'de', Messages> = {
  en: readJson(join(messageDir, 'en.json'), MessageFile),
  de: readJson(join(messageDir, 'de.json'), MessageFile),
}
const sameAllowed = new Set(readJson(join(messageDir, 'same-in-both-languages.json'), SameList).keys)
const messages = messageFindings(files, sameAllowed)
const articles = allArticleStatuses(resolve(values.content))

const count = (state: ArticleStatus['state']) => articles.filter((article) => article.state === state).length
const summary = {
  messageKeys: Object.keys(files.en).filter((key) => !key.startsWith('$')).length,
  messageErrors: messages.filter(isMessageError).length,
  identical: messages.filter((finding) => finding.kind === 'identical').length,
  articles: articles.length,
  missing: count('missing') + count('invalid'),
  outdated: count('outdated'),
  unmarked: count('unmarked'),
  current: count('current'),
}
const failed = summary.messageErrors > 0 || summary.missing > 0

if (values.json) {
  console.log(JSON.stringify({ summary, messages, articles }, null, 2))
} else {
  console.log(report())
}
process.exitCode = failed ? 1 : 0

function report(): string {
  const lines = [`Messages: ${summary.messageKeys} keys (${messageDir})`]
  for (const finding of messages)
    lines.push(`  ${finding.kind === 'identical' ? '!' : '✗'} ${describeMessage(finding)}`)
  lines.push('', `Articles: ${summary.articles} folders (${resolve(values.content)})`)
  for (const article of articles)
    lines.push(`  ${mark(article)} ${article.state.padEnd(8)} ${article.folder}  ${describeArticle(article)}`)
  lines.push(
    '',
    `Missing or broken: ${summary.messageErrors} messages, ${summary.missing} articles · outdated: ${summary.outdated} · ` +
      `unmarked: ${summary.unmarked} · current: ${summary.current} · same text in both languages: ${summary.identical} messages`,
    failed ? 'Missing translations: fix them before release.' : 'Nothing is missing.',
  )
  return lines.join('\n')
}

function describeMessage(finding: MessageFinding): string {
  switch (finding.kind) {
    case 'missing':
      return `${finding.key}: missing in ${finding.locale}.json`
    case 'empty':
      return `${finding.key}: empty in ${finding.locale}.json`
    case 'placeholders':
      return `${finding.key}: placeholders differ (${finding.detail})`
    case 'identical':
      return `${finding.key}: the same text in both languages ("${finding.detail}"); translate it, or list the key in same-in-both-languages.json`
  }
}

function mark(article: ArticleStatus): string {
  return { missing: '✗', invalid: '✗', outdated: '!', unmarked: '?', current: '✓' }[article.state]
}

function describeArticle(article: ArticleStatus): string {
  const dates = Object.entries<string | undefined>(article.updated ?? {})
    .map(([locale, date]) => `${locale} updated ${date ?? '?'}`)
    .join(', ')
  switch (article.state) {
    case 'missing':
      return `no ${article.missing?.map((locale) => `${locale}.md`).join(' or ')}`
    case 'invalid':
      return article.problem ?? ''
    case 'unmarked':
      return `no record of which version it translates (${dates}); after checking, run npm run i18n:mark -- ${article.folder}`
    case 'outdated':
      return `${article.translation} translates ${article.source} ${article.recordedHash ?? '(no hash)'}, ${article.source} is now ${article.currentHash} (${dates})`
    case 'current':
      return `${article.translation} translates ${article.source} as it is (${dates})`
  }
}
