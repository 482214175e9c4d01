import { createFileRoute } from '@tanstack/react-router'
import { StrategicPartnershipsPage } from '../company/StrategicPartnershipsPage.tsx'
import { staticPageHead } from '../seo/route-head.ts'

export const Route = createFileRoute('/strategic-partnerships')({
  ...staticPageHead('/strategic-partnerships'),
  component: StrategicPartnershipsPage,
})
