import { createFileRoute } from '@tanstack/react-router'
import { BrandAnalysisPage } from '../company/BrandAnalysisPage.tsx'
import { staticPageHead } from '../seo/route-head.ts'

export const Route = createFileRoute('/brand-analysis')({
  ...staticPageHead('/brand-analysis'),
  component: BrandAnalysisPage,
})
