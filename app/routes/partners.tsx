import { createFileRoute } from '@tanstack/react-router'
import { PartnersPage } from '../company/PartnersPage.tsx'
import { pageHead } from '../seo/head.ts'

export const Route = createFileRoute('/partners')({
  head: ({ match }) => pageHead('/partners', match.context.site),
  component: PartnersPage,
})
