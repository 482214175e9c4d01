import { createFileRoute } from '@tanstack/react-router'
import { CareersPage } from '../company/CareersPage.tsx'
import { pageHead } from '../seo/head.ts'

export const Route = createFileRoute('/careers')({
  head: ({ match }) => pageHead('/careers', match.context.site),
  component: CareersPage,
})
