// The house's floor plan, enforced. Every runtime import (type-only imports are erased and do not
// count) goes to the same folder or to a folder on a lower floor, so the folders form no cycle and
// a reader can learn the site from the ground up. A new folder fails here until it is given a floor.
// Also: only db/ and *.server.ts files open the database, the browser entry does without Start's
// client, and the tooling keeps to its rooms: build/ (what vite.config.ts loads), scripts/<room>/ by
// purpose, scripts/lib/ shared by scripts and tests.
import { readdirSync, readFileSync } from 'node:fs'
import { dirname, join, normalize, relative } from 'node:path'
import ts from 'typescript'
import { describe, expect, test } from 'vitest'

/** Lowest first. A folder may import from its own folder and from folders on lower floors only. */
const floors: readonly (readonly string[])[] = [
  ['content', 'messages', 'app/paraglide', 'app/lib', 'app/log'], // sources, the message files and their generated code, generic helpers (typed objects, yielding), the log
  ['app/config'], // configuration from the environment
  ['app/http', 'app/content'], // request helpers, typed content
  ['app/i18n'], // languages, the route table, paths
  ['db'], // schema (its locale enum is i18n's), connection, seed
  ['app/rate-limit', 'app/outbox'], // the rate limits, counted in the database; the outbox's delivery
  ['app/ui'], // design-system parts
  ['app/blog', 'app/consent', 'app/faq', 'app/marketing', 'app/newsletter'], // features on the basics
  ['app/seo', 'app/tracking', 'app/vitals'], // features on features: consent, the blog's data
  ['app/scheduling', 'app/search'], // the scheduler's links and embed (consent, tracking), the site search (pages' SEO texts)
  ['app/legal'], // the legal texts (what vitals and the search keep)
  ['app/calculator'], // the calculator's page sections and model
  ['app/demo-request'], // the demo form (the calculator's estimate travels with it)
  ['app/company', 'app/home', 'app/product'], // pages' sections
  ['app/layout'], // the shell: header, footer, detection
  ['app', 'server'], // router, server entry, Nitro plugins
  ['app/routes'], // one thin file per screen
]

const root = join(import.meta.dirname, '../..')
const siteRoots = ['app', 'db', 'server', 'content']
const roots = [...siteRoots, 'scripts', 'build', 'tests']
/** Generated: the route tree imports every route file by design. */
const skipped = new Set(['app/routeTree.gen.ts'])

interface Edge {
  from: string
  /** A file of the repository, or a package specifier (`@tanstack/react-router/ssr/client`). */
  to: string
  names: string[]
  /** Erased at compile time: no runtime dependency, but still a dependency a reader sees. */
  typeOnly: boolean
  /** A package's specifier rather than a file of the repository. */
  external: boolean
}

function sourceFiles(folder: string): string[] {
  return readdirSync(join(root, folder), { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.(ts|tsx)$/.test(entry.name) && !entry.name.endsWith('.d.ts'))
    .map((entry) => relative(root, join(entry.parentPath, entry.name)))
    .filter((file) => !file.startsWith('app/paraglide/') && !skipped.has(file))
}

/** The imports of a file: static imports and re-exports (type-only ones marked), and import(). */
function fileImports(file: string): Edge[] {
  const source = ts.createSourceFile(file, readFileSync(join(root, file), 'utf8'), ts.ScriptTarget.Latest, true)
  const edges: Edge[] = []
  const add = (specifier: string, names: string[], typeOnly = false) => {
    const external = !specifier.startsWith('.')
    const to = external ? specifier : normalize(join(dirname(file), specifier.split('?')[0] ?? ''))
    edges.push({ from: file, to, names, typeOnly, external })
  }
  const visit = (node: ts.Node) => {
    if (ts.isImportDeclaration(node) && ts.isStringLiteral(node.moduleSpecifier)) {
      const clause = node.importClause
      const bindings = clause?.namedBindings
      const named = bindings && ts.isNamedImports(bindings) ? bindings.elements : undefined
      const allTypes =
        clause?.phaseModifier === ts.SyntaxKind.TypeKeyword ||
        (named !== undefined && named.length > 0 && !clause?.name && named.every((e) => e.isTypeOnly))
      add(
        node.moduleSpecifier.text,
        allTypes ? [] : (named?.filter((e) => !e.isTypeOnly).map((e) => (e.propertyName ?? e.name).text) ?? []),
        allTypes,
      )
    } else if (ts.isExportDeclaration(node) && node.moduleSpecifier && ts.isStringLiteral(node.moduleSpecifier)) {
      add(node.moduleSpecifier.text, [], node.isTypeOnly)
    } else if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword) {
      const [argument] = node.arguments
      if (argument && ts.isStringLiteral(argument)) add(argument.text, [])
    }
    ts.forEachChild(node, visit)
  }
  visit(source)
  return edges
}

/** app/<feature> for files in a feature folder, app for the entry files, else the top folder. */
function folderOf(file: string): string {
  const parts = file.split('/')
  if (parts[0] === 'app') return parts.length > 2 ? `app/${parts[1]}` : 'app'
  return parts[0] ?? file
}

const floorOf = new Map(floors.flatMap((folders, floor) => folders.map((folder) => [folder, floor] as const)))
const rootConfigs = readdirSync(root).filter((name) => name.endsWith('.config.ts'))
const importEdges = [...roots.flatMap(sourceFiles), ...rootConfigs].flatMap(fileImports)
/** Imports of the repository's own files. */
const allEdges = importEdges.filter((edge) => !edge.external)
/** Type-only imports are erased and do not count for the floors. */
const edges = allEdges.filter((edge) => !edge.typeOnly)
/** Runtime imports of packages. */
const packageEdges = importEdges.filter((edge) => edge.external && !edge.typeOnly)
const appEdges = edges.filter((edge) => siteRoots.includes(edge.from.split('/')[0] ?? ''))
const inFolder = (file: string, folder: string) => file.startsWith(`${folder}/`)

/** scripts/<room> of a file in scripts/, else undefined. */
function scriptRoom(file: string): string | undefined {
  const [top, room] = file.split('/')
  return top === 'scripts' && room ? `scripts/${room}` : undefined
}

describe('the folder graph', () => {
  test('every folder of the site has a floor', () => {
    const folders = new Set(appEdges.flatMap((edge) => [folderOf(edge.from), folderOf(edge.to)]))
    expect([...folders].filter((folder) => !floorOf.has(folder))).toEqual([])
  })

  test('docs/architecture.md shows these floors, in this order', () => {
    const doc = readFileSync(join(root, 'docs/architecture.md'), 'utf8')
    const rows = doc
      .split('\n')
      .filter((line) => /^\|\s*\d+\s*\|/.test(line))
      .map((line) => [...(line.split('|')[2] ?? '').matchAll(/`([^`]+)`/g)].map((match) => match[1]))
    expect(rows, 'update the floor table in docs/architecture.md').toEqual(floors)
  })

  test('imports go down, never up or sideways', () => {
    const violations = appEdges
      .filter((edge) => folderOf(edge.from) !== folderOf(edge.to))
      .filter((edge) => (floorOf.get(folderOf(edge.to)) ?? Infinity) >= (floorOf.get(folderOf(edge.from)) ?? -Infinity))
      .map((edge) => `${edge.from} imports ${edge.to}`)
    expect(violations).toEqual([])
  })

  test('only db/ and *.server.ts files open the database', () => {
    const opening = appEdges.filter(
      (edge) =>
        edge.to === 'db/client.server.ts' && edge.names.some((name) => name === 'getDb' || name === 'getConnection'),
    )
    const violations = opening.filter((edge) => !edge.from.startsWith('db/') && !edge.from.endsWith('.server.ts'))
    expect(violations.map((edge) => edge.from)).toEqual([])
    expect(opening.length).toBeGreaterThan(0) // the check sees the imports it is about
  })

  test('the search and the speed reports do not depend on the newsletter, not even through another folder or for a type', () => {
    const importsOf = new Map<string, string[]>()
    for (const edge of allEdges) importsOf.set(edge.from, [...(importsOf.get(edge.from) ?? []), edge.to])
    const reached = (start: string[]) => {
      const seen = new Set(start)
      for (const file of seen) for (const next of importsOf.get(file) ?? []) seen.add(next)
      return [...seen]
    }
    for (const feature of ['app/search', 'app/vitals']) {
      const files = sourceFiles(feature)
      expect(files.length, feature).toBeGreaterThan(0) // the check sees the files it is about
      expect(
        reached(files).filter((file) => inFolder(file, 'app/newsletter')),
        feature,
      ).toEqual([])
    }
  })

  test("the browser entry takes the router's hydration, not Start's client (which brings the server-function client)", () => {
    // app/client.tsx does what Start's `hydrateStart` does without its serialization adapter
    // (docs/decisions/0053-our-own-browser-entry.md); tests/e2e/framework-contract.spec.ts checks that it hydrates.
    const entry = packageEdges.filter((edge) => edge.from === 'app/client.tsx').map((edge) => edge.to)
    expect(entry).toContain('@tanstack/react-router/ssr/client')
    expect(entry.filter((specifier) => specifier.startsWith('@tanstack/react-start'))).toEqual([])
  })

  test('the site never imports the tooling', () => {
    const tooling = ['scripts', 'build', 'tests']
    expect(
      appEdges
        .filter((edge) => tooling.some((folder) => inFolder(edge.to, folder)))
        .map((edge) => `${edge.from} imports ${edge.to}`),
    ).toEqual([])
  })
})

describe('the tooling rooms', () => {
  const scriptEdges = edges.filter((edge) => inFolder(edge.from, 'scripts'))

  test('every script lives in a room', () => {
    const loose = readdirSync(join(root, 'scripts'), { withFileTypes: true }).filter((entry) => entry.isFile())
    expect(loose.map((entry) => entry.name)).toEqual([])
  })

  test('scripts never import tests', () => {
    expect(scriptEdges.filter((edge) => inFolder(edge.to, 'tests')).map((edge) => edge.from)).toEqual([])
  })

  test('a script imports its own room, scripts/lib and scripts/dev; scripts/lib imports no other room', () => {
    const shared = ['scripts/lib', 'scripts/dev']
    const violations = scriptEdges.filter((edge) => {
      const from = scriptRoom(edge.from)
      const to = scriptRoom(edge.to)
      if (!to || to === from) return false
      return from === 'scripts/lib' || !shared.includes(to)
    })
    expect(violations.map((edge) => `${edge.from} imports ${edge.to}`)).toEqual([])
  })

  test('build/ (what vite.config.ts loads) imports only the URL patterns from the site, and no script', () => {
    const buildEdges = edges.filter((edge) => inFolder(edge.from, 'build') && !inFolder(edge.to, 'build'))
    expect(buildEdges.map((edge) => edge.to)).toEqual(['app/i18n/url-patterns.ts'])
  })

  test('vite.config.ts loads build/, not scripts/', () => {
    const viteEdges = edges.filter((edge) => edge.from === 'vite.config.ts')
    expect(viteEdges.filter((edge) => inFolder(edge.to, 'scripts')).map((edge) => edge.to)).toEqual([])
    expect(viteEdges.some((edge) => inFolder(edge.to, 'build'))).toBe(true) // the check sees the imports it is about
  })

  test('tests import scripts/lib and scripts/dev, and otherwise only the script or room they are named after', () => {
    /** The budgets' one source: the browser test checks the figures `npm run size` prints. */
    const allowed = new Set(['tests/e2e/bundle-budget.spec.ts imports scripts/perf/size.ts'])
    const violations = edges
      .filter((edge) => inFolder(edge.from, 'tests'))
      .filter((edge) => {
        const to = scriptRoom(edge.to)
        if (!to || to === 'scripts/lib' || to === 'scripts/dev') return false
        const module = edge.to.split('/').pop()?.replace(/\.ts$/, '')
        // A room's own test (tests/unit/i18n-status.test.ts for scripts/i18n/) may import the room's modules.
        const roomTest = `tests/unit/${to.split('/')[1]}-`
        return !edge.from.endsWith(`/${module}.test.ts`) && !edge.from.startsWith(roomTest)
      })
      .map((edge) => `${edge.from} imports ${edge.to}`)
      .filter((edge) => !allowed.has(edge))
    expect(violations).toEqual([])
  })
})
