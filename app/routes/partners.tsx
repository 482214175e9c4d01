import { createFileRoute } from '@tanstack/react-router'
import { PartnersPage } from '../company/PartnersPage.tsx'
import { staticPageHead } from '../seo/route-head.ts'

export const Route = createFileRoute('/partners')({
  ...staticPageHead('/partners'),
  component: PartnersPage,
})
