// The README and docs/ are records for the next reader: decision records are named, titled, dated and
// indexed, the README stays short enough to read at a glance, every relative link leads to a file, and
// code comments point only at documents a reader of this repository can open.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import { dirname, join, relative, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..')
const DECISIONS = join(ROOT, 'docs/decisions')

/** Longest README, in lines: about two screens. */
const README_MAX_LINES = 200

function markdownFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name)
    if (statSync(path).isDirectory()) return markdownFiles(path)
    return name.endsWith('.md') ? [path] : []
  })
}

const DOCS = [join(ROOT, 'README.md'), ...markdownFiles(join(ROOT, 'docs'))]
const rel = (path: string) => relative(ROOT, path)

const RECORD_NAME = /^(\d{4})-[a-z0-9]+(?:-[a-z0-9]+)*\.md$/
const records = readdirSync(DECISIONS).filter((name) => name !== 'README.md')

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
})

describe('code comments', () => {
  const sourceFiles = (dir: string): string[] =>
    readdirSync(dir).flatMap((name) => {
      const path = join(dir, name)
      if (name === 'node_modules' || name === 'paraglide') return []
      if (statSync(path).isDirectory()) return sourceFiles(path)
      return /\.(?:ts|tsx|js|mjs)$/.test(name) ? [path] : []
    })
  const files = ['app', 'db', 'server', 'scripts', 'build', 'tests']
    .map((dir) => join(ROOT, dir))
    .filter(existsSync)
    .flatMap(sourceFiles)
  const mentions = (pattern: RegExp) =>
    files.flatMap((path) =>
      readFileSync(path, 'utf8')
        .split('\n')
        .flatMap((line, index) => [...line.matchAll(pattern)].map((match) => `${rel(path)}:${index + 1}: ${match[0]}`)),
    )

  it("point only at this repository's docs that exist", () => {
    const missing = mentions(/(?<![\w/]|its )docs\/[\w./-]*\.md\b/g).filter(
      (mention) => !existsSync(join(ROOT, mention.split(': ')[1] ?? '')),
    )
    expect(missing).toEqual([])
  })

  it('cite no document outside the repository (the product spec and architecture note are not in it)', () => {
    // Built from parts so that this file does not match itself.
    const outside = new RegExp(['\\bSPEC\\b', '\\bARCHITECTURE\\b', '\\.\\./shared/'].join('|'), 'g')
    expect(mentions(outside)).toEqual([])
  })
})
