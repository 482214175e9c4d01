import { createServerFn } from '@tanstack/react-start'
import { serverSiteConfig } from './site.server.ts'

/** The public site configuration, read once per server process. */
export const getSiteConfig = createServerFn({ method: 'GET' }).handler(() => serverSiteConfig())
