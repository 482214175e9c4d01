// One set of Paraglide compiler options for Vite and for the tests' standalone compile.
import type { CompilerOptions } from '@inlang/paraglide-js'
import { paraglideUrlPatterns } from '../app/i18n/url-patterns.ts'
import { seedInlangPluginCache } from './inlang-plugin-cache.ts'

seedInlangPluginCache('./project.inlang')

export const paraglideOptions = {
  project: './project.inlang',
  outdir: './app/paraglide',
  // The URL alone decides the language: no cookie before consent, no guessing on the server.
  strategy: ['url', 'baseLocale'],
  urlPatterns: paraglideUrlPatterns,
} satisfies CompilerOptions
