import { createServerFn } from '@tanstack/react-start'
import { readSiteConfig } from './site.ts'

let cached: ReturnType<typeof readSiteConfig> | undefined

/** The public site configuration, read once per server process. */
export const getSiteConfig = createServerFn({ method: 'GET' }).handler(() => {
  cached ??= readSiteConfig(process.env)
  return cached
})
