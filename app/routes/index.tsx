import { createFileRoute } from '@tanstack/react-router'
import { fetchFaq } from '../faq/faq.functions.ts'
import { HomePage } from '../home/HomePage.tsx'
import { getLocale } from '../paraglide/runtime.js'
import { pageHead } from '../seo/head.ts'
import { faqPage } from '../seo/structured-data.ts'

export const Route = createFileRoute('/')({
  // The FAQ comes sanitised from the server; it only changes with a deployment.
  loader: async () => ({ faq: await fetchFaq({ data: { locale: getLocale() } }) }),
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
