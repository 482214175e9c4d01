import { createFileRoute } from '@tanstack/react-router'
import { AboutPage } from '../company/AboutPage.tsx'
import { staticPageHead } from '../seo/route-head.ts'

export const Route = createFileRoute('/about-us')({
  ...staticPageHead('/about-us'),
  component: AboutPage,
})
