import { createFileRoute } from '@tanstack/react-router'
import { CareersPage } from '../company/CareersPage.tsx'
import { jobs } from '../content/jobs.ts'
import { getLocale } from '../paraglide/runtime.js'
import { pageHead } from '../seo/head.ts'
import { jobPostings } from '../seo/job-postings.ts'

export const Route = createFileRoute('/careers')({
  head: ({ match }) => pageHead('/careers', match.context.site, { jsonLd: jobPostings(match.context.site, jobs, getLocale()) }),
  component: CareersPage,
})
