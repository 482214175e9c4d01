// `npm run i18n:status` and `npm run i18n:mark` on fixtures: a current, an outdated, an unmarked and a
// missing article; messages with a missing key, an empty value, different placeholders and a text
// left the same in both languages.
import { execFileSync, spawnSync } from 'node:child_process'
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import * as v from 'valibot'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { articleStatus } from '../../scripts/i18n/article-status.ts'
import { messageFindings } from '../../scripts/i18n/message-status.ts'
import { sourceHash } from '../../scripts/i18n/source-hash.ts'

/** The parts of `npm run i18n:status -- --json` read here. */
const StatusReport = v.looseObject({ summary: v.record(v.string(), v.unknown()) })
const MessageFile = v.record(v.string(), v.unknown())

const article = (fields: Record<string, string>, body: string) =>
  [
    '---',
    ...Object.entries({ slug: 'a', title: 'Title', excerpt: 'Excerpt', updated: '2026-11-01', ...fields }).map(
      ([k, v]) => `${k}: ${v}`,
    ),
    '---',
    '',
    body,
    '',
  ].join('\n')

let root = ''
const content = () => join(root, 'blog')
const write = (folder: string, locale: string, text: string) => {
  mkdirSync(join(content(), folder), { recursive: true })
  writeFileSync(join(content(), folder, `${locale}.md`), text)
}
const run = (script: string, args: string[]) =>
  spawnSync(process.execPath, [join('scripts/i18n', script), '--content', content(), ...args], { encoding: 'utf8' })

beforeAll(() => {
  root = mkdtempSync(join(tmpdir(), 'i18n-status-'))
  for (const folder of ['current', 'outdated', 'unmarked']) {
    write(folder, 'en', article({}, `The ${folder} article.`))
    write(folder, 'de', article({ title: 'Titel' }, `Der Artikel.`))
  }
  write('missing', 'en', article({}, 'Only in English.'))
  mkdirSync(join(root, 'messages'))
  cpSync('messages', join(root, 'messages'), { recursive: true })
})
afterAll(() => rmSync(root, { recursive: true, force: true }))

describe('article translation status', () => {
  it('marks a translation with the hash of its source, written by the command', () => {
    const result = run('mark.ts', ['current', 'outdated'])
    expect(result.status, result.stderr).toBe(0)
    const de = readFileSync(join(content(), 'current', 'de.md'), 'utf8')
    expect(de).toContain('translatedFrom: en')
    expect(de).toContain(`sourceHash: "${sourceHash({ title: 'Title', excerpt: 'Excerpt' }, 'The current article.')}"`)
    expect(de).toContain('title: Titel')
    expect(readFileSync(join(content(), 'current', 'en.md'), 'utf8')).not.toContain('sourceHash')
  })

  it("writes front matter with $ patterns as it reads it ($&, $`, $', $$ are text, not replacement patterns)", () => {
    const folder = join(content(), 'dollars')
    cpSync('content/blog/hwg-compliance-healthcare-advertising', folder, { recursive: true })
    const withDollars = (path: string) => {
      const text = readFileSync(path, 'utf8').replace(
        /^excerpt: .*$/m,
        () => 'excerpt: "Budgets: $$5k, $& more, $\' and $` too"',
      )
      writeFileSync(path, text)
      return text
    }
    const en = withDollars(join(folder, 'en.md'))
    const de = withDollars(join(folder, 'de.md'))
    try {
      const result = run('mark.ts', ['dollars'])
      expect(result.status, result.stderr).toBe(0)
      const source = articleStatus(content(), 'dollars')
      expect(source).toMatchObject({ state: 'current', source: 'en', translation: 'de' })
      expect(readFileSync(join(folder, 'en.md'), 'utf8')).toBe(en)
      expect(readFileSync(join(folder, 'de.md'), 'utf8')).toBe(
        de.replace(/^sourceHash: .*$/m, () => `sourceHash: "${source.currentHash ?? ''}"`),
      )
    } finally {
      rmSync(folder, { recursive: true })
    }
  })

  it('tells current, outdated, unmarked and missing articles apart', () => {
    writeFileSync(join(content(), 'outdated', 'en.md'), article({}, 'The outdated article, rewritten.'))
    expect(articleStatus(content(), 'current')).toMatchObject({ state: 'current', source: 'en', translation: 'de' })
    expect(articleStatus(content(), 'outdated')).toMatchObject({ state: 'outdated', source: 'en', translation: 'de' })
    expect(articleStatus(content(), 'unmarked').state).toBe('unmarked')
    expect(articleStatus(content(), 'missing')).toMatchObject({ state: 'missing', missing: ['de'] })
  })

  it('does not call a translation outdated when only dates or the slug of the source change', () => {
    writeFileSync(
      join(content(), 'current', 'en.md'),
      article({ slug: 'b', updated: '2026-11-20' }, 'The current article.'),
    )
    expect(articleStatus(content(), 'current').state).toBe('current')
  })

  it('works the other way round where German is the source', () => {
    write('german-first', 'de', article({}, 'Zuerst auf Deutsch.'))
    write('german-first', 'en', article({}, 'First in German.'))
    expect(run('mark.ts', ['german-first', '--from', 'de']).status).toBe(0)
    expect(articleStatus(content(), 'german-first')).toMatchObject({
      state: 'current',
      source: 'de',
      translation: 'en',
    })
    write('german-first', 'de', article({}, 'Zuerst auf Deutsch, überarbeitet.'))
    expect(articleStatus(content(), 'german-first').state).toBe('outdated')
  })

  it('fails on a missing article, never on an outdated one, and says so in --json', () => {
    const withMissing = run('status.ts', ['--json', '--messages', join(root, 'messages')])
    expect(withMissing.status).toBe(1)
    const report = v.parse(StatusReport, JSON.parse(withMissing.stdout))
    expect(report.summary).toMatchObject({ missing: 1, outdated: 2, unmarked: 1 })
    rmSync(join(content(), 'missing'), { recursive: true })
    const text = run('status.ts', ['--messages', join(root, 'messages')])
    expect(text.status, text.stdout).toBe(0)
    expect(text.stdout).toMatch(/! outdated\s+outdated/)
    expect(text.stdout).toContain('Nothing is missing.')
  })
})

describe('message status', () => {
  const allowed = new Set(['common_brand'])
  it('finds missing keys, empty values, different placeholders and unexplained identical texts', () => {
    const findings = messageFindings(
      {
        en: {
          common_a: 'Hello {name}',
          common_b: 'Only English',
          common_c: 'Blog',
          common_brand: 'Brand',
          common_e: 'Text',
          $schema: 'x',
        },
        de: { common_a: 'Hallo {nom}', common_c: 'Blog', common_brand: 'Brand', common_e: ' ' },
      },
      allowed,
    )
    expect(findings).toEqual([
      { key: 'common_a', kind: 'placeholders', detail: 'en {name} · de {nom}' },
      { key: 'common_b', kind: 'missing', locale: 'de' },
      { key: 'common_c', kind: 'identical', detail: 'Blog' },
      { key: 'common_e', kind: 'empty', locale: 'de' },
    ])
  })

  it('fails the command on a key missing from a message file', () => {
    const dir = join(root, 'messages')
    const de = v.parse(MessageFile, JSON.parse(readFileSync(join(dir, 'de.json'), 'utf8')))
    const [firstKey] = Object.keys(de).filter((key) => !key.startsWith('$'))
    delete de[firstKey ?? '']
    writeFileSync(join(dir, 'de.json'), JSON.stringify(de))
    const result = run('status.ts', ['--messages', dir])
    expect(result.status).toBe(1)
    expect(result.stdout).toContain(`✗ ${firstKey}: missing in de.json`)
  })

  it('finds nothing missing in the site itself', () => {
    const output = execFileSync(process.execPath, ['scripts/i18n/status.ts', '--json'], { encoding: 'utf8' })
    const { summary } = v.parse(StatusReport, JSON.parse(output))
    expect(summary).toMatchObject({ messageErrors: 0, missing: 0, identical: 0 })
  })
})
