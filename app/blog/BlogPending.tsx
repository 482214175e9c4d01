import { PageSpinner } from '../ui/PageSpinner.tsx'
import { m } from '../paraglide/messages.js'

/** The blog shows a loading text while articles load. */
export function BlogPending() {
  return <PageSpinner label={m.pages_blog_loading()} />
}
