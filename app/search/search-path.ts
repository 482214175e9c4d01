// The search page's paths in both languages, from the route table.
import { pathOfBilingualPage } from '../i18n/paths.ts'
import type { Locale } from '../i18n/locale.ts'

export const searchPath = (locale: Locale): string => pathOfBilingualPage('/search', {}, locale)

export const isSearchPath = (pathname: string): boolean =>
  pathname === searchPath('en') || pathname === searchPath('de')
