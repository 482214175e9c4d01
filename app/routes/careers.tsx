import { createFileRoute } from '@tanstack/react-router'
import { CareersPage } from '../company/CareersPage.tsx'
import { getLocale } from '../paraglide/runtime.js'
import { headBuilders, headOfLoader } from '../seo/route-head.ts'
import { loadOnce } from '../lib/load-once.ts'

// Once per page (app/lib/load-once.ts); if it cannot load, the loader fails: the site's error page.
const jobsModule = loadOnce(() => import('../content/jobs.ts'))

export const Route = createFileRoute('/careers')({
  // The job postings' JSON-LD: imported here, not at the top, as the loader is part of every page's
  // first load and the job texts need only reach visitors of this page.
  loader: async ({ context }) => {
    const [builders, { jobs }] = await Promise.all([headBuilders(), jobsModule()])
    return {
      head: builders.pageHead('/careers', context.site, {
        jsonLd: builders.jobPostings(context.site, jobs, getLocale()),
      }),
    }
  },
  head: headOfLoader,
  component: CareersPage,
})
