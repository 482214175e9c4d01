import { createFileRoute } from '@tanstack/react-router'
import { CareersPage } from '../company/CareersPage.tsx'
import { getLocale } from '../paraglide/runtime.js'
import { pageHead } from '../seo/head.ts'
import { jobPostings } from '../seo/job-postings.ts'

export const Route = createFileRoute('/careers')({
  // Imported here, not at the top: the route's head is part of every page's first load, the job
  // texts need only reach visitors of this page.
  loader: async () => (await import('../content/jobs.ts')).jobs,
  head: ({ match, loaderData }) =>
    pageHead('/careers', match.context.site, { jsonLd: loaderData ? jobPostings(match.context.site, loaderData, getLocale()) : undefined }),
  component: CareersPage,
})
