// The README and docs/ are records for the next reader: the site as it is, decisions with dates and
// figures. They never speak of how the work on the site was organised (history lives in git), a
// decision record stays short enough to read at a glance, and every link in them leads somewhere.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import { dirname, join, relative, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..')
const DECISIONS = join(ROOT, 'docs/decisions')

/** Longest README, in lines: about two screens. */
const README_MAX_LINES = 200

/**
 * Words about how the work was organised, each with why it is refused. "session" and "stop" have
 * technical meanings too: the technical phrases in `TECHNICAL` are removed before matching, and
 * "stop" is refused only as a noun for a point in the work ("the stop", "before-stop").
 */
const ORGANISATION_WORDS: ReadonlyArray<{ pattern: RegExp; what: string }> = [
  { pattern: /\bsessions?\b/i, what: 'a work session ("fourth session", "helper sessions")' },
  { pattern: /\bhelpers?\b/i, what: 'a helper (a person or process that did part of the work)' },
  { pattern: /\bsub-?agents?\b/i, what: 'a subagent' },
  { pattern: /\bagent run\b/i, what: 'an agent run' },
  { pattern: /\bbefore[- ]stop\b/i, what: 'the before-stop check' },
  {
    pattern: /\b(?:this|the|each|every|next|last|previous|work) stop\b/i,
    what: 'a work stop ("this stop", "the stop")',
  },
  { pattern: /\btoday's work\b/i, what: "today's work" },
  { pattern: /\bworktrees?\b/i, what: 'a worktree' },
  { pattern: /\bintegrator\b/i, what: 'the integrator' },
  { pattern: /\bthe brief\b/i, what: 'the brief' },
]

/** Technical phrases that contain a refused word in another sense. */
const TECHNICAL: readonly RegExp[] = [/\bbrowser session\b/gi, /\bsession advisory lock\b/gi]

function markdownFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name)
    if (statSync(path).isDirectory()) return markdownFiles(path)
    return name.endsWith('.md') ? [path] : []
  })
}

const DOCS = [join(ROOT, 'README.md'), ...markdownFiles(join(ROOT, 'docs'))]
const rel = (path: string) => relative(ROOT, path)

/** Every "file:line: word (what)" in `text` that speaks of how the work was organised. */
function organisationWords(text: string, file = 'text'): string[] {
  const found: string[] = []
  text.split('\n').forEach((line, index) => {
    const plain = TECHNICAL.reduce((rest, phrase) => rest.replace(phrase, ''), line)
    for (const { pattern, what } of ORGANISATION_WORDS) {
      const match = pattern.exec(plain)
      if (match) found.push(`${file}:${index + 1}: "${match[0]}" (${what})`)
    }
  })
  return found
}

const RECORD_NAME = /^(\d{4})-[a-z0-9]+(?:-[a-z0-9]+)*\.md$/
const records = readdirSync(DECISIONS).filter((name) => name !== 'README.md')

describe('words about how the work was organised', () => {
  it('finds each refused word, and leaves technical uses alone', () => {
    expect(organisationWords('Figures of the fourth session.')).toHaveLength(1)
    expect(organisationWords('Two helper sessions loaded the host.')).toHaveLength(2)
    expect(organisationWords('Checked by the before-stop check.')).toHaveLength(1)
    expect(organisationWords('Measured again at this stop.')).toHaveLength(1)
    expect(organisationWords('A subagent wrote it.')).toHaveLength(1)
    expect(organisationWords('Detection runs once per browser session.')).toEqual([])
    expect(organisationWords('Migrations hold a session advisory lock.')).toEqual([])
    expect(organisationWords('Stop the server first; SIGTERM stops accepting; this stops DNS rebinding.')).toEqual([])
    expect(organisationWords('The agent runs a compliance check.')).toEqual([])
    expect(organisationWords('It reads sessionStorage.')).toEqual([])
  })

  it.each(DOCS.map(rel))('%s does not use them', (file) => {
    expect(organisationWords(readFileSync(join(ROOT, file), 'utf8'), file)).toEqual([])
  })
})

describe('decision records', () => {
  it.each(records)('%s is named NNNN-short-title.md, titled with its number and dated', (name) => {
    const match = RECORD_NAME.exec(name)
    expect(match, 'NNNN-lower-case-words.md').not.toBeNull()
    const lines = readFileSync(join(DECISIONS, name), 'utf8').trimEnd().split('\n')
    expect(lines[0]).toMatch(new RegExp(`^# ${match?.[1]}\\. \\S`))
    expect(lines.some((line) => /^- Date: 20\d\d-\d\d-\d\d/.test(line))).toBe(true)
  })

  it('use each number once', () => {
    const numbers = records.map((name) => name.slice(0, 4))
    expect(numbers.filter((number, index) => numbers.indexOf(number) !== index)).toEqual([])
  })

  it('are all listed in the index', () => {
    const index = readFileSync(join(DECISIONS, 'README.md'), 'utf8')
    expect(records.filter((name) => !index.includes(`](${name})`))).toEqual([])
  })
})

describe('README and docs/', () => {
  it(`the README fits in ${README_MAX_LINES} lines`, () => {
    const lines = readFileSync(join(ROOT, 'README.md'), 'utf8').trimEnd().split('\n').length
    expect(lines).toBeLessThanOrEqual(README_MAX_LINES)
  })

  it.each(DOCS.map(rel))('%s links only to files that exist', (file) => {
    const text = readFileSync(join(ROOT, file), 'utf8')
    const targets = [...text.matchAll(/\]\(([^)\s]+)\)/g)].map((match) => match[1] ?? '')
    const local = targets.filter((target) => !/^(?:[a-z]+:|#)/i.test(target))
    const missing = local.filter(
      (target) => !existsSync(resolve(dirname(join(ROOT, file)), target.split('#')[0] ?? '')),
    )
    expect(missing).toEqual([])
  })

  it("code comments point only at this repository's docs that exist", () => {
    const sourceFiles = (dir: string): string[] =>
      readdirSync(dir).flatMap((name) => {
        const path = join(dir, name)
        if (name === 'node_modules' || name === 'paraglide') return []
        if (statSync(path).isDirectory()) return sourceFiles(path)
        return /\.(?:ts|tsx|mjs)$/.test(name) ? [path] : []
      })
    const dirs = ['app', 'db', 'server', 'scripts', 'tests'].map((dir) => join(ROOT, dir)).filter(existsSync)
    const missing = dirs
      .flatMap(sourceFiles)
      .flatMap((path) =>
        [...readFileSync(path, 'utf8').matchAll(/(?<![\w/]|its )docs\/[\w./-]*\.md\b/g)].map(
          (match) => `${rel(path)}: ${match[0]}`,
        ),
      )
      .filter((mention) => !existsSync(join(ROOT, mention.split(': ')[1] ?? '')))
    expect(missing).toEqual([])
  })
})
