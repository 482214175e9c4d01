// `npm run bench -- --search`: the site search on a synthetic corpus of 1,000 articles per language
// (made here from the real articles' words, written to a throw-away database, never committed), on
// PGlite and, with BENCH_DATABASE_URL, on PostgreSQL. Reports each query's database time (p50, p95;
// budget p95 ≤ 20 ms) measured in this process, then the search page through the production server at
// 20 connections (budget p99 ≤ 100 ms): distinct queries (rendered, rate-limited per client) and a
// repeated one (from the render cache).
import { mkdtempSync } from 'node:fs'
import { rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import autocannon from 'autocannon'
import postgres from 'postgres'
import { type Connection, openConnection } from '../../db/client.server.ts'
import { plainText } from '../../db/markdown.server.ts'
import { rebuildSearchTerms, type SearchEntry, upsertSearchEntries } from '../../db/search-index.ts'
import { loadBlogContent, seedBlog } from '../../db/seed.ts'
import { searchEntries } from '../../app/search/search.server.ts'
import { type Locale, locales } from '../../app/i18n/locale.ts'
import { startProductionServer } from '../lib/production-server.ts'

const ARTICLES_PER_LOCALE = 1000
const WORDS_PER_BODY = 600
const QUERY_RUNS = 10
const connections = 20
const duration = Number(process.env.DURATION ?? 10)

/** A seeded generator, so every run searches the same corpus. */
function random(seed: number) {
  let state = seed
  return () => {
    state = (state + 0x6d2b79f5) | 0
    let t = Math.imul(state ^ (state >>> 15), 1 | state)
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

const vocabulary = (locale: Locale): string[] =>
  loadBlogContent()
    .filter((source) => source.locale === locale)
    .flatMap((source) => plainText(source.markdown).match(/\p{L}[\p{L}-]+/gu) ?? [])

export function syntheticEntries(locale: Locale, count = ARTICLES_PER_LOCALE): SearchEntry[] {
  const words = vocabulary(locale)
  const next = random(locale === 'de' ? 49 : 7)
  const pick = (n: number) => Array.from({ length: n }, () => words[Math.floor(next() * words.length)] ?? '').join(' ')
  return Array.from({ length: count }, (_, index) => ({
    key: `article:bench-${index}:${locale}`,
    locale,
    kind: 'article',
    articleId: null,
    path: `${locale === 'de' ? '/de' : ''}/blog/bench-${index}`,
    title: pick(8),
    description: pick(25),
    category: '',
    body: pick(WORDS_PER_BODY),
    publishedOn: `2025-${String((index % 12) + 1).padStart(2, '0')}-${String((index % 28) + 1).padStart(2, '0')}`,
  }))
}

/** What visitors type: single words, pairs, a phrase, an exclusion, a compound's part, a typo. */
const queries: Record<Locale, string[]> = {
  en: [
    'compliance',
    'approval process',
    '"medical review"',
    'content -agency',
    'claims or evidence',
    'Compliace',
    'pharma marketing',
    'reviewer',
    'HCP',
    'modular content',
  ],
  de: [
    'Freigabe',
    'Compliance Prüfung',
    '"medizinische Prüfung"',
    'Content -Agentur',
    'Claims or Belege',
    'Compliace',
    'Pharma Marketing',
    'Fachkreise',
    'Werbung',
    'modularer Content',
  ],
}

async function fillDatabase(connection: Connection): Promise<void> {
  await seedBlog(connection.db)
  for (const locale of locales) {
    const entries = syntheticEntries(locale)
    for (let start = 0; start < entries.length; start += 100)
      await upsertSearchEntries(connection.db, entries.slice(start, start + 100))
  }
  await connection.db.transaction((tx) => rebuildSearchTerms(tx, locales))
}

const percentile = (values: number[], p: number) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor((p / 100) * values.length))] ?? 0
const ms = (value: number) => `${value.toFixed(1)} ms`

/**
 * Each query's database time: a first round through all queries (the process's first searches, while
 * V8 compiles the search's code and, on PGlite, the database's WebAssembly), reported apart, then
 * QUERY_RUNS counted rounds: the budget is about a server that has been running, as the page case's
 * warm-up is.
 */
async function databaseTimes(connection: Connection): Promise<string> {
  const round = async () => {
    const times: number[] = []
    for (const locale of locales) {
      for (const query of queries[locale]) {
        const started = performance.now()
        await searchEntries(connection.db, { locale, query, page: 1 })
        times.push(performance.now() - started)
      }
    }
    return times
  }
  const first = await round()
  const times: number[] = []
  for (let run = 0; run < QUERY_RUNS; run++) times.push(...(await round()))
  return `${times.length} queries: p50 ${ms(percentile(times, 50))}, p95 ${ms(percentile(times, 95))}, max ${ms(Math.max(...times))} (first round, not counted: p50 ${ms(percentile(first, 50))}, max ${ms(Math.max(...first))})`
}

async function pageTimes(base: string): Promise<string[]> {
  const distinct = locales.flatMap((locale) =>
    queries[locale].flatMap((query) =>
      [1, 2].map((page) => `${locale === 'de' ? '/de/suche' : '/search'}?q=${encodeURIComponent(query)}&page=${page}`),
    ),
  )
  let n = 0
  // Each run starts with a few seconds at the same load that are not counted: a server just started
  // compiles its code as the first searches queue on its database, and that first second is not the
  // steady state the budget is about (the cold figures are in docs/performance.md). `warmup` is an
  // autocannon option its types lack, hence an object spread into the options rather than a literal.
  const load = { connections, duration, warmup: { connections, duration: 3 } }
  // Each request a visitor of its own (the rate limit counts per client) and a query of the list.
  const rendered = await autocannon({
    url: base,
    ...load,
    requests: [
      {
        setupRequest: (request) => ({
          ...request,
          path: `${distinct[n++ % distinct.length]}&bench=${n}`,
          headers: { 'x-bench-client': `c${n}` },
        }),
      },
    ],
  })
  const cached = await autocannon({
    url: `${base}/de/suche?q=Freigabe`,
    ...load,
    requests: [{ setupRequest: (request) => ({ ...request, headers: { 'x-bench-client': `r${n++}` } }) }],
  })
  const line = (name: string, result: Awaited<ReturnType<typeof autocannon>>) =>
    `${name}: ${Math.round(result.requests.average)} requests/s, p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, errors ${result.errors + result.non2xx}`
  return [line('search page, distinct queries', rendered), line('search page, one query again (render cache)', cached)]
}

export async function benchSearch(): Promise<void> {
  const targets: Array<
    [string, () => Promise<{ connection: Connection; env: Record<string, string>; cleanup: () => Promise<void> }>]
  > = [
    [
      'PGlite',
      async () => {
        const dir = mkdtempSync(join(tmpdir(), 'bench-search-'))
        return {
          connection: await openConnection({ dataDir: dir }),
          env: { PGLITE_DATA_DIR: dir },
          cleanup: () => rm(dir, { recursive: true, force: true }),
        }
      },
    ],
  ]
  const url = process.env.BENCH_DATABASE_URL
  if (url) {
    targets.push([
      'PostgreSQL',
      async () => {
        const admin = postgres(url, { max: 1, onnotice: () => undefined })
        await admin.unsafe(
          'drop schema if exists public cascade; drop schema if exists drizzle cascade; create schema public',
        )
        await admin.end()
        return {
          connection: await openConnection({ url }),
          env: { DATABASE_URL: url },
          cleanup: () => Promise.resolve(),
        }
      },
    ])
  }
  for (const [name, open] of targets) {
    const { connection, env, cleanup } = await open()
    try {
      await fillDatabase(connection)
      console.log(`${name}, ${ARTICLES_PER_LOCALE} synthetic articles per language plus the site's own`)
      console.log(`  database time per query (budget p95 ≤ 20 ms): ${await databaseTimes(connection)}`)
      await connection.close()
      // The server's rate limit counts by this header, so each request can be a visitor of its own.
      const site = await startProductionServer({ DATABASE_URL: '', ...env, CLIENT_IP_HEADER: 'X-Bench-Client' })
      try {
        for (const line of await pageTimes(site.base)) console.log(`  ${line} (budget p99 ≤ 100 ms)`)
      } finally {
        await site.stop()
      }
    } finally {
      await cleanup()
    }
  }
}
