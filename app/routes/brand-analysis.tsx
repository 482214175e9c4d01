import { createFileRoute } from '@tanstack/react-router'
import { BrandAnalysisPage } from '../company/BrandAnalysisPage.tsx'
import { pageHead } from '../seo/head.ts'

export const Route = createFileRoute('/brand-analysis')({
  head: ({ match }) => pageHead('/brand-analysis', match.context.site),
  component: BrandAnalysisPage,
})
