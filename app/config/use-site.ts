import { useRouteContext } from '@tanstack/react-router'
import type { SiteConfig } from './site.ts'

/** The public site configuration, loaded once by the root route. */
export function useSite(): SiteConfig {
  return useRouteContext({ from: '__root__', select: (context) => context.site })
}
