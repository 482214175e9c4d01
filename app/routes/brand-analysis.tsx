import { createFileRoute } from '@tanstack/react-router'
import { PageIntro } from '../layout/PageIntro.tsx'
import { m } from '../paraglide/messages.js'
import { pageHead } from '../seo/head.ts'

export const Route = createFileRoute('/brand-analysis')({
  head: ({ match }) => pageHead('/brand-analysis', match.context.site),
  component: BrandAnalysisPage,
})

function BrandAnalysisPage() {
  return <PageIntro title={m.pages_brand_analysis_title()} intro={m.pages_brand_analysis_intro()} />
}
