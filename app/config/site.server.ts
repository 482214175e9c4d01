import { readSiteConfig, type SiteConfig } from './site.ts'

let cached: SiteConfig | undefined

/** The site configuration, read and validated once per server process. */
export function serverSiteConfig(): SiteConfig {
  cached ??= readSiteConfig(process.env)
  return cached
}
