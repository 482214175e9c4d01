// The open-source components this website ships or runs on, for the third-party terms page.
// tests/unit/open-source.test.ts checks every runtime dependency of package.json is listed and
// that each licence matches the installed package's own `license` field.
// `purpose` is English only, like the page (/thirdpartyterms has no German version).
import * as v from 'valibot'
import { keysOf } from '../lib/typed-object.ts'

export const LICENCES = {
  MIT: { name: 'MIT License', url: 'https://opensource.org/license/mit' },
  'Apache-2.0': { name: 'Apache License 2.0', url: 'https://www.apache.org/licenses/LICENSE-2.0' },
  ISC: { name: 'ISC License', url: 'https://opensource.org/license/isc-license-txt' },
  'BlueOak-1.0.0': { name: 'Blue Oak Model License 1.0.0', url: 'https://blueoakcouncil.org/license/1.0.0' },
  Unlicense: { name: 'The Unlicense', url: 'https://unlicense.org/' },
  'OFL-1.1': { name: 'SIL Open Font License 1.1', url: 'https://openfontlicense.org/open-font-license-official-text/' },
} as const

export type Licence = keyof typeof LICENCES

export interface OpenSourceComponent {
  /** Shown name. */
  name: string
  /** The npm packages it consists of; the test compares their `license` fields. */
  packages: string[]
  licence: Licence
  url: string
  purpose: string
}

export const openSourceComponents: OpenSourceComponent[] = [
  { name: 'React and React DOM', packages: ['react', 'react-dom'], licence: 'MIT', url: 'https://react.dev/', purpose: 'User interface, server rendering' },
  { name: 'TanStack Start', packages: ['@tanstack/react-start'], licence: 'MIT', url: 'https://tanstack.com/start', purpose: 'Web framework, server functions' },
  { name: 'TanStack Router', packages: ['@tanstack/react-router'], licence: 'MIT', url: 'https://tanstack.com/router', purpose: 'Routing and page loading' },
  { name: 'TanStack Query', packages: ['@tanstack/react-query'], licence: 'MIT', url: 'https://tanstack.com/query', purpose: 'Loading and caching the blog in the browser' },
  { name: 'Ark UI', packages: ['@ark-ui/react'], licence: 'MIT', url: 'https://ark-ui.com/', purpose: 'Accessible menus, switches and notifications' },
  { name: 'Zag', packages: ['@zag-js/core'], licence: 'MIT', url: 'https://github.com/chakra-ui/zag', purpose: 'State machines behind Ark UI' },
  { name: 'Paraglide JS', packages: ['@inlang/paraglide-js'], licence: 'MIT', url: 'https://paraglidejs.com/', purpose: 'Translations (English and German)' },
  { name: 'Tailwind CSS', packages: ['tailwindcss'], licence: 'MIT', url: 'https://tailwindcss.com/', purpose: 'Styles' },
  { name: 'Inter typeface (via Fontsource)', packages: ['@fontsource-variable/inter'], licence: 'OFL-1.1', url: 'https://rsms.me/inter/', purpose: 'Typeface, served from our own server' },
  { name: 'uPlot', packages: ['uplot'], licence: 'MIT', url: 'https://github.com/leeoniya/uPlot', purpose: 'Charts of the business value calculator' },
  { name: 'web-vitals', packages: ['web-vitals'], licence: 'Apache-2.0', url: 'https://github.com/GoogleChrome/web-vitals', purpose: 'Measuring page speed in the browser, only with your consent' },
  { name: 'Valibot', packages: ['valibot'], licence: 'MIT', url: 'https://valibot.dev/', purpose: 'Input validation' },
  { name: 'Drizzle ORM', packages: ['drizzle-orm'], licence: 'Apache-2.0', url: 'https://orm.drizzle.team/', purpose: 'Database access' },
  { name: 'Postgres.js', packages: ['postgres'], licence: 'Unlicense', url: 'https://github.com/porsager/postgres', purpose: 'PostgreSQL client' },
  { name: 'PGlite', packages: ['@electric-sql/pglite'], licence: 'Apache-2.0', url: 'https://pglite.dev/', purpose: 'Embedded PostgreSQL for development' },
  { name: 'Marked', packages: ['marked'], licence: 'MIT', url: 'https://marked.js.org/', purpose: 'Rendering blog articles from Markdown' },
  { name: 'sanitize-html', packages: ['sanitize-html'], licence: 'MIT', url: 'https://github.com/apostrophecms/apostrophe/tree/main/packages/sanitize-html', purpose: 'Cleaning article HTML' },
  { name: 'YAML', packages: ['yaml'], licence: 'ISC', url: 'https://eemeli.org/yaml/', purpose: 'Reading article metadata' },
  { name: 'Nitro', packages: ['nitro'], licence: 'MIT', url: 'https://nitro.build/', purpose: 'Production web server' },
  { name: 'lru-cache', packages: ['lru-cache'], licence: 'BlueOak-1.0.0', url: 'https://github.com/isaacs/node-lru-cache', purpose: 'Keeping rendered pages in the server\'s memory' },
]

export const OpenSourceComponentSchema = v.strictObject({
  name: v.pipe(v.string(), v.nonEmpty()),
  packages: v.pipe(v.array(v.pipe(v.string(), v.regex(/^(@[a-z0-9-]+\/)?[a-z0-9.-]+$/))), v.minLength(1)),
  licence: v.picklist(keysOf(LICENCES)),
  url: v.pipe(v.string(), v.url(), v.startsWith('https://')),
  purpose: v.pipe(v.string(), v.nonEmpty()),
})
