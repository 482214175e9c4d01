import { createFileRoute } from '@tanstack/react-router'
import { SecurityPage } from '../company/SecurityPage.tsx'
import { staticPageHead } from '../seo/route-head.ts'

export const Route = createFileRoute('/security')({
  ...staticPageHead('/security'),
  component: SecurityPage,
})
