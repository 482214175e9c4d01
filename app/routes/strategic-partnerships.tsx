import { createFileRoute } from '@tanstack/react-router'
import { StrategicPartnershipsPage } from '../company/StrategicPartnershipsPage.tsx'
import { pageHead } from '../seo/head.ts'

export const Route = createFileRoute('/strategic-partnerships')({
  head: ({ match }) => pageHead('/strategic-partnerships', match.context.site),
  component: StrategicPartnershipsPage,
})
