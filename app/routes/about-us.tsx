import { createFileRoute } from '@tanstack/react-router'
import { AboutPage } from '../company/AboutPage.tsx'
import { pageHead } from '../seo/head.ts'

export const Route = createFileRoute('/about-us')({
  head: ({ match }) => pageHead('/about-us', match.context.site),
  component: AboutPage,
})
