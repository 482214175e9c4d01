import { createFileRoute } from '@tanstack/react-router'
import { fetchFaq } from '../faq/faq.functions.ts'
import { preloadHomeStory } from '../home/deferred.ts'
import { HomePage } from '../home/HomePage.tsx'
import { getLocale } from '../paraglide/runtime.js'
import { pageHead } from '../seo/head.ts'
import { faqPage } from '../seo/structured-data.ts'

export const Route = createFileRoute('/')({
  // The FAQ comes sanitised from the server; it only changes with a deployment. In the browser the
  // page's deferred sections are fetched with it (they render at once after a client navigation).
  loader: async () => {
    const [faq] = await Promise.all([fetchFaq({ data: { locale: getLocale() } }), preloadHomeStory()])
    return { faq }
  },
  staleTime: Infinity,
  head: ({ match, loaderData }) =>
    pageHead('/', match.context.site, {
      jsonLd: loaderData ? [faqPage(loaderData.faq.map((item) => ({ question: item.question, answer: 'answerHtml' in item ? item.answerHtml : item.answer })))] : [],
    }),
  component: HomeRoute,
})

function HomeRoute() {
  const { faq } = Route.useLoaderData()
  return <HomePage faq={faq} />
}
