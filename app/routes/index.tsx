import { createFileRoute } from '@tanstack/react-router'
import { homeStory } from '../home/deferred.ts'
import { complianceScreen } from '../screens/deferred.ts'
import { HomePage } from '../home/HomePage.tsx'
import { getLocale } from '../paraglide/runtime.js'
import { headBuilders, headOfLoader } from '../seo/route-head.ts'
import { loadOnce } from '../lib/load-once.ts'

// Once per page (app/lib/load-once.ts); if it cannot load, the loader fails: the site's error page.
const faqFunctions = loadOnce(() => import('../faq/faq.functions.ts'))

export const Route = createFileRoute('/')({
  // The FAQ comes sanitised from the server; it only changes with a deployment. In the browser the
  // page's deferred sections are fetched with it (they render at once after a client navigation).
  // The server function is imported on use: its client code stays out of the first load (app/client.tsx).
  loader: async ({ context }) => {
    const faqOf = async () => (await faqFunctions()).fetchFaq({ data: { locale: getLocale() } })
    const [faq, builders] = await Promise.all([
      faqOf(),
      headBuilders(),
      homeStory.preload(),
      complianceScreen.preload(),
    ])
    const faqJsonLd = builders.faqPage(
      faq.map((item) => ({ question: item.question, answer: 'answerHtml' in item ? item.answerHtml : item.answer })),
    )
    return { faq, head: builders.pageHead('/', context.site, { jsonLd: [faqJsonLd] }) }
  },
  staleTime: Infinity,
  head: headOfLoader,
  component: HomeRoute,
})

function HomeRoute() {
  const { faq } = Route.useLoaderData()
  return <HomePage faq={faq} />
}
