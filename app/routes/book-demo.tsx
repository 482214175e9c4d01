import { createFileRoute } from '@tanstack/react-router'
import { BookDemoPage } from '../company/BookDemoPage.tsx'
import { DemoSearch } from '../demo-request/estimate.ts'
import { postedDemoRequest } from '../demo-request/post-state.ts'
import { headBuilders, headOfLoader } from '../seo/route-head.ts'

export const Route = createFileRoute('/book-demo')({
  validateSearch: DemoSearch,
  // The demo form without JavaScript posts here: the handler stores the request and leaves the form's
  // state in the request's context for the page Start then renders (app/demo-request/form-post.server.ts).
  server: {
    handlers: {
      POST: async ({ request, context, next }) => {
        const { answerWith, demoFormPost } = await import('../demo-request/form-post.server.ts')
        const state = await demoFormPost(request, context)
        if (state instanceof Response) return state
        // The render reads the request's context (getGlobalStartContext), which is this object.
        context.demoPost = state
        answerWith(state)
        return next()
      },
    },
  },
  loader: async ({ context }) => ({
    head: (await headBuilders()).pageHead('/book-demo', context.site),
    posted: postedDemoRequest(),
  }),
  head: headOfLoader,
  component: BookDemo,
})

function BookDemo() {
  const { posted } = Route.useLoaderData()
  return <BookDemoPage search={Route.useSearch()} posted={posted} />
}
