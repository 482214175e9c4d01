// Paraglide's URL patterns, derived from the route table (vite.config.ts passes them to the
// compiler). Paraglide uses them to read the locale from a URL; `/de` entries come first.
import { routeTable } from './route-table.ts'

type UrlPattern = { pattern: string; localized: Array<['en' | 'de', string]> }

const toUrlPattern = (path: string) => path.replace(/\$([A-Za-z0-9_]+)/g, ':$1')

export const paraglideUrlPatterns: UrlPattern[] = [
  ...Object.entries(routeTable).map(([english, german]): UrlPattern => ({
    pattern: toUrlPattern(english),
    localized: german
      ? [
          ['de', toUrlPattern(german)],
          ['en', toUrlPattern(english)],
        ]
      : [['en', toUrlPattern(english)]],
  })),
  // Unknown paths keep their language, so the not-found page speaks it.
  {
    pattern: '/:path(.*)?',
    localized: [
      ['de', '/de/:path(.*)?'],
      ['en', '/:path(.*)?'],
    ],
  },
]
