import { queryOptions } from '@tanstack/react-query'
import { getSiteConfig } from './site.functions.ts'

/** Fetched once during server rendering, then served from the hydrated cache. */
export const siteConfigQuery = queryOptions({
  queryKey: ['site-config'],
  queryFn: () => getSiteConfig(),
  staleTime: Number.POSITIVE_INFINITY,
  gcTime: Number.POSITIVE_INFINITY,
})
